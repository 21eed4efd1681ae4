// The site settings shaped for the shell, on the server: every page's loader data carries what the
// header, menus and footer render and nothing else. Links leave here resolved (one resolver,
// content/links.ts); copy shown in one place only (the accessibility popup's words, the shipping and
// account notes, the 404 page's words) is shaped here too, but travels with what shows it.
import { compactPortableText } from '~/core/sanity/portable-text-compact';
import { linkHref, resolveLink, type LinkPlacement } from '~/core/sanity/links';
import type { FooterColumnResult, LinkResult, MenuEntryResult, PortableTextResult, SettingsQueryResult } from '~/core/sanity/model';
import { plainText } from '~/core/sanity/portable-text-plain';
import { sharing } from '~/core/deduplicate';
import type { ShellCopy, ShellFooterColumn, ShellLink, ShellMenuEntry, ShellNote, ShellSettings } from '~/core/settings/shell-data';

/** The logo's height in the header; the CDN is asked for twice that, for sharp high-density screens. */
const LOGO_HEIGHT = 32;

function shellLink(link: Pick<LinkResult, 'title' | 'type' | 'slug' | 'url'>, placement: LinkPlacement = 'inline'): ShellLink {
  const resolved = resolveLink(link, placement);
  return { title: link.title ?? '', href: resolved?.href ?? null, ...(resolved?.external ? { external: true as const } : {}) };
}

type Same = ReturnType<typeof sharing>;

/**
 * The folder every menu picture's address starts with: they are one project's assets on one image
 * host, so the folder travels once (`menuImageBase`) and each picture names only its file.
 */
export function commonFolder(urls: string[]): string {
  let folder = urls[0]?.slice(0, urls[0].lastIndexOf('/') + 1) ?? '';
  for (const url of urls) while (!url.startsWith(folder)) folder = folder.slice(0, folder.lastIndexOf('/', folder.length - 2) + 1);
  return folder;
}

/** A menu for one screen: the desktop menu drops the pictures hidden on desktop, the mobile one those hidden on phones. */
function shellMenu(entries: MenuEntryResult[], hidden: 'hide-desktop' | 'hide-mobile', same: Same, imageBase: string): ShellMenuEntry[] {
  return entries.map((entry) =>
    same({
      title: entry.title,
      href: linkHref(entry.link),
      subMenus: entry.subMenus.map((sub) => same({ title: sub.title, links: same(sub.links.map((link) => same(shellLink(link)))) })),
      images: entry.images
        .filter((item) => item.display !== hidden)
        .map((item) =>
          same({
            src: item.image.asset.url.slice(imageBase.length),
            alt: item.image.alt ?? '',
            title: item.title,
            href: linkHref(item.link),
          }),
        ),
    }),
  );
}

function shellFooter(columns: FooterColumnResult[], same: Same): ShellFooterColumn[] {
  return columns.map((column) => same({ title: column.title, links: same(column.links.map((link) => same(shellLink(link, 'footer')))) }));
}

export function shellSettings(settings: SettingsQueryResult): ShellSettings {
  const { banner, navigationLogo: logo, seo, accessibility, newsletterSignup: signup } = settings;
  const same = sharing();
  const menuImageBase = commonFolder(
    [...settings.menu, ...settings.menuMobile].flatMap((entry) => entry.images.map((item) => item.image.asset.url)),
  );
  return {
    siteName: settings.siteName,
    menu: shellMenu(settings.menu, 'hide-desktop', same, menuImageBase),
    menuMobile: shellMenu(settings.menuMobile, 'hide-mobile', same, menuImageBase),
    menuImageBase,
    footer: shellFooter(settings.footer, same),
    footerMobile: shellFooter(settings.footerMobile, same),
    banner: banner?.showBanner
      ? {
          text: banner.text,
          href: linkHref(banner.link),
          colors: { background: banner.colors?.background ?? null, text: banner.colors?.text ?? null },
        }
      : null,
    logo: logo?.asset?.url
      ? {
          src: `${logo.asset.url}?h=${LOGO_HEIGHT * 2}&auto=format`,
          width: Math.round(LOGO_HEIGHT * (logo.asset.metadata?.dimensions?.aspectRatio || 4)),
          height: LOGO_HEIGHT,
        }
      : null,
    seo: { title: seo?.title ?? null, description: seo?.description ?? null, image: seo?.image?.asset?.url ?? null },
    accessibility: accessibility ? { title: accessibility.title, widgetLabel: accessibility.widgetLabel } : null,
    newsletterSignup: signup ? { title: signup.title, text: plainText(signup.body), buttonLabel: signup.buttonLabel } : null,
    copyright: settings.copyright,
  };
}

function note(copy: { title: string; body: PortableTextResult | null; links?: LinkResult[] } | null): ShellNote | null {
  return copy
    ? { title: copy.title, body: compactPortableText(copy.body ?? []), links: (copy.links ?? []).map((link) => shellLink(link)) }
    : null;
}

/** The merchant's account words, for the account pages and sign-in. */
export function accountNote(settings: SettingsQueryResult): ShellNote | null {
  return note(settings.account);
}

/**
 * The 404 page's words and links. The page always has its own way home, so the merchant's link
 * home is left out.
 */
export function notFoundNote(settings: SettingsQueryResult): ShellNote | null {
  const page = settings.notFoundPage;
  if (!page) return null;
  const links = page.links.filter((link) => !(link.type === 'home' || link.slug === 'home' || link.url === '/'));
  return note({ ...page, links });
}

/** The merchant's shipping words, for the bag and the product page (the pages that show them). */
export function shippingNote(settings: SettingsQueryResult): ShellNote | null {
  return note(settings.shipping);
}

/** The copy panels fetch when they open: the accessibility popup's words and the bag drawer's shipping note. */
export function shellCopy(settings: SettingsQueryResult): ShellCopy {
  return {
    accessibility: settings.accessibility ? { body: compactPortableText(settings.accessibility.body ?? []) } : null,
    shipping: shippingNote(settings),
  };
}
