// The accessibility statement, as a shopper in England or Italy finds it: the footer's plain link
// opens it, with every part under its own heading and its dates in the page's language; the
// footer's Accessibility link opens the popup, which says the third-party tools are an extra and
// ends on a link to the same statement (without JavaScript that link leads to the statement itself).
import type { Page } from '@playwright/test';
import { test, expect, hasJavaScript, visit } from './fixtures';

test.use({ pictures: false });

const MARKETS = [
  {
    prefix: '',
    lang: 'en',
    accessibility: 'Accessibility',
    link: 'Accessibility statement',
    headings: [
      'Conformance status',
      'Known limitations',
      'Tell us about a barrier',
      'If our answer does not satisfy you',
      'How we assessed the site',
      'Date of this statement',
    ],
    status: 'partially conformant with the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA',
    authority: 'AgID, the Agenzia per l’Italia Digitale',
    dates: 'Prepared on 29 November 2026. Last reviewed on 29 November 2026.',
    note: 'these tools come from a third party: an optional extra',
  },
  {
    prefix: '/it-it',
    lang: 'it',
    accessibility: 'Accessibilità',
    link: 'Dichiarazione di accessibilità',
    headings: [
      'Stato di conformità',
      'Limiti noti',
      'Segnalateci un ostacolo',
      'Se la nostra risposta non vi soddisfa',
      'Come abbiamo valutato il sito',
      'Data della dichiarazione',
    ],
    status: 'parzialmente conforme alle linee guida per l’accessibilità dei contenuti web (WCAG) 2.2 al livello AA',
    authority: 'AgID, Agenzia per l’Italia Digitale',
    dates: 'Redatta il 29 novembre 2026. Ultima revisione il 29 novembre 2026.',
    note: 'questi strumenti sono forniti da terzi: un’aggiunta facoltativa',
  },
];

type Market = (typeof MARKETS)[number];

async function expectStatement(page: Page, market: Market) {
  await expect(page).toHaveURL(new RegExp(`${market.prefix}/accessibility$`));
  await expect(page.getByRole('heading', { level: 1, name: market.link })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', market.lang);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(market.headings);
  await expect(main).toContainText(market.status);
  await expect(main).toContainText(market.authority);
  await expect(main).toContainText(market.dates);
  await expect(main.getByRole('link', { name: 'atelier@bottega.example' })).toHaveAttribute('href', 'mailto:atelier@bottega.example');
  await expect(page).toHaveTitle(`${market.link} · Bottega`);
}

for (const market of MARKETS) {
  test(`${market.lang}: the footer leads to the statement, and so does the Accessibility popup`, async ({ page }, testInfo) => {
    await visit(page, `${market.prefix}/`);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: market.link, exact: true }).click();
    await expectStatement(page, market);

    await visit(page, `${market.prefix}/`);
    await footer.getByRole('link', { name: market.accessibility, exact: true }).click();
    if (hasJavaScript(testInfo)) {
      const popup = page.getByRole('dialog', { name: market.accessibility, exact: true });
      await expect(popup).toContainText(market.note, { ignoreCase: true });
      // The statement's link comes last, after the house's words and the widget's button.
      await expect(popup.getByRole('link').last()).toHaveText(market.link);
      await popup.getByRole('link', { name: market.link, exact: true }).click();
    }
    await expectStatement(page, market);
  });
}
