// The accessibility statement, as the house's editor publishes it (/accessibility). Its claims are
// the shop's real state: partly conformant, for the reasons listed; assessed by the test suite.
import type { AccessibilityStatementDocument, PortableText, StatementSection } from '../../../content-model/documents.ts';
import type { ContentBuilder } from './builder.ts';
import { stamp } from './builder.ts';
import { STATEMENT } from './ids.ts';

type Stored = AccessibilityStatementDocument & { _createdAt: string; _updatedAt: string };

const CONTACT = 'atelier@bottega.example';

export function statementDocument(b: ContentBuilder): Stored {
  const section = (heading: string, body: PortableText): StatementSection => ({ _type: 'statementSection', heading, body });
  return {
    _id: STATEMENT,
    _type: 'accessibilityStatement',
    ...stamp('2026-11-29'),
    title: 'Accessibility statement',
    intro: 'How far our website meets the accessibility standard, what we have still to do, and how to reach us.',
    status: section(
      'Conformance status',
      b.text(
        'The Bottega website is partially conformant with the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA: most of it meets the standard, but some parts do not yet. They are listed below.',
      ),
    ),
    limitations: section('Known limitations', [
      b.paragraph('We know of the following, and are mending those that are ours to mend.'),
      ...b.bullets(
        'A few pieces and pages have not yet been translated into Italian and appear in English on the Italian site. Pages in English are marked as such for screen readers; product descriptions are not yet, so a screen reader may read them with Italian pronunciation.',
        'Payment takes place on checkout pages hosted by Shopify, our commerce platform. We do not build those pages and have not tested them ourselves.',
        'The accessibility tools offered in the Accessibility panel come from a third party. They are an optional extra that changes how pages look; they are not part of the shop, we have not tested them, and the shop does not rely on them to meet the standard.',
      ),
    ]),
    feedback: section('Tell us about a barrier', [
      b.paragraph(
        'If anything on the site stands in your way, or you would like information in another form, write to ',
        [CONTACT, { url: `mailto:${CONTACT}` }],
        '. Tell us the page and what happened: a member of the atelier replies within two working days and, in the meantime, can take your order by email.',
      ),
    ]),
    enforcement: section('If our answer does not satisfy you', [
      b.paragraph(
        'You may then refer the matter to the market surveillance authority. In Italy, for services under the European Accessibility Act as transposed by Legislative Decree 82/2022, that authority is AgID, the Agenzia per l’Italia Digitale (',
        ['www.agid.gov.it', { url: 'https://www.agid.gov.it' }],
        '). Clients elsewhere in the European Union may turn to the authority of their own country.',
      ),
    ]),
    assessment: section(
      'How we assessed the site',
      b.text(
        'This statement rests on a self-assessment by the people who build the site. Every change to the site must pass automated checks with axe-core against the WCAG 2.x level A and AA rules, and keyboard journeys in our test suite, with and without JavaScript. The site has not yet been reviewed by an outside auditor, nor tested with people who use assistive technology every day.',
      ),
    ),
    preparedOn: '2026-11-29',
    reviewedOn: '2026-11-29',
    seo: {
      _type: 'seo',
      title: 'Accessibility statement',
      description: 'How far the Bottega website meets WCAG 2.2 AA, what it does not yet do, and how to report a barrier.',
    },
  };
}
