// The accessibility statement the shop carries itself, for when the content service has none or
// cannot be reached: every part the European Accessibility Act asks for, as true of this shop as the
// editor's version. Read on the server only (the page receives what it shows), so no page's scripts
// carry it. A paragraph may name an email or https address: it becomes a link (built-in.server.ts).
import { area } from '~/core/texts/area';
export const statementMessages = {
  title: 'Accessibility statement',
  intro: 'How our website measures up to the accessibility standard, what remains to be done, and how to reach us.',
  description: 'How the Bottega website measures up to WCAG 2.2 AA, its known limitations, and how to report a barrier.',
  status: {
    heading: 'Conformance status',
    paragraphs: [
      'The Bottega website is partially conformant with the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. Most of it meets the standard; the parts that do not yet are listed below.',
    ],
  },
  limitations: {
    heading: 'Known limitations',
    paragraphs: ['These are the limitations we know of.'],
    items: [
      'Some pieces and pages are not yet translated into Italian and appear in English on the Italian site. Pages in English are marked as English for screen readers; product descriptions are not yet.',
      'Checkout pages are hosted by Shopify, our commerce platform. We do not build them and have not tested them ourselves.',
      'The accessibility tools in the Accessibility panel are provided by a third party. They are an optional extra that changes how pages look, not part of the shop; we have not tested them, and the shop does not depend on them to meet the standard.',
    ],
  },
  feedback: {
    heading: 'Tell us about a barrier',
    paragraphs: [
      'Should anything on the site stand in your way, write to atelier@bottega.example, naming the page and what happened. A member of the atelier answers within two working days and, meanwhile, can take your order by email.',
    ],
  },
  enforcement: {
    heading: 'If our answer does not satisfy you',
    paragraphs: [
      'You may refer the matter to the market surveillance authority. In Italy, for services under the European Accessibility Act as transposed by Legislative Decree 82/2022, this is AgID, the Agenzia per l’Italia Digitale: https://www.agid.gov.it. Every other country of the European Union names its own.',
    ],
  },
  assessment: {
    heading: 'How we assessed the site',
    paragraphs: [
      'By self-assessment: every change to the site must pass automated axe-core checks against the WCAG 2.x level A and AA rules and keyboard journeys in our test suite, with and without JavaScript. No outside auditor has yet reviewed the site.',
    ],
  },
  dates: {
    heading: 'Date of this statement',
    prepared: 'Prepared on',
    reviewed: 'Last reviewed on',
  },
};
area('statement', statementMessages);
