import type { Messages } from '~/core/texts/language';
import type { statementMessages } from '~/content/statement/texts';

export const italianStatement: Messages<typeof statementMessages> = {
  title: 'Dichiarazione di accessibilità',
  intro: 'Come il nostro sito si misura con lo standard di accessibilità, che cosa resta da fare e come raggiungerci.',
  description: 'Come il sito di Bottega si misura con le WCAG 2.2 AA, i suoi limiti noti e come segnalare un ostacolo.',
  status: {
    heading: 'Stato di conformità',
    paragraphs: [
      'Il sito di Bottega è parzialmente conforme alle linee guida per l’accessibilità dei contenuti web (WCAG) 2.2 al livello AA. In gran parte rispetta lo standard; le parti che non lo rispettano ancora sono elencate qui sotto.',
    ],
  },
  limitations: {
    heading: 'Limiti noti',
    paragraphs: ['Questi sono i limiti che conosciamo.'],
    items: [
      'Alcuni pezzi e alcune pagine non sono ancora tradotti in italiano e compaiono in inglese sul sito italiano. Le pagine in inglese sono segnalate come inglesi ai lettori di schermo; le descrizioni dei prodotti non ancora.',
      'Le pagine di checkout sono ospitate da Shopify, la nostra piattaforma di commercio. Non siamo noi a realizzarle e non le abbiamo verificate direttamente.',
      'Gli strumenti di accessibilità del pannello Accessibilità sono forniti da terzi. Sono un’aggiunta facoltativa che cambia l’aspetto delle pagine, non una parte del negozio: non li abbiamo verificati e il negozio non dipende da loro per rispettare lo standard.',
    ],
  },
  feedback: {
    heading: 'Segnalateci un ostacolo',
    paragraphs: [
      'Se qualcosa sul sito vi ostacola, scrivete all’indirizzo atelier@bottega.example indicando la pagina e che cosa è accaduto. Una persona dell’atelier vi risponde entro due giorni lavorativi e, nel frattempo, può prendere il vostro ordine per email.',
    ],
  },
  enforcement: {
    heading: 'Se la nostra risposta non vi soddisfa',
    paragraphs: [
      'Potete rivolgervi all’autorità di vigilanza del mercato. In Italia, per i servizi soggetti all’Atto europeo sull’accessibilità, recepito con il decreto legislativo 82/2022, è l’AgID, Agenzia per l’Italia Digitale: https://www.agid.gov.it. Ogni altro paese dell’Unione europea designa la propria.',
    ],
  },
  assessment: {
    heading: 'Come abbiamo valutato il sito',
    paragraphs: [
      'Con un’autovalutazione: ogni modifica al sito deve superare i controlli automatici di axe-core sui criteri WCAG 2.x di livello A e AA e i percorsi da tastiera della nostra suite di test, con e senza JavaScript. Nessun revisore esterno ha ancora esaminato il sito.',
    ],
  },
  dates: {
    heading: 'Data della dichiarazione',
    prepared: 'Redatta il',
    reviewed: 'Ultima revisione il',
  },
};
