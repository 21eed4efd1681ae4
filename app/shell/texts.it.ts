import type { Messages } from '~/core/texts/language';
import type { shellMessages } from '~/shell/texts';

export const italianShell: Messages<typeof shellMessages> = {
  previewNotEntered: 'L’anteprima delle bozze non è attiva. Apri la pagina dallo Studio per vederla in anteprima.',
  skipLinks: 'Collegamenti rapidi',
  announcement: 'Annuncio',
  headerTools: 'Ricerca, account e borsa',
  search: 'Cerca',
  homeLink: (siteName) => `${siteName}, pagina iniziale`,
  mainMenu: 'Principale',
  menuSections: 'Sezioni del menu',
  breadcrumb: 'Percorso',
  openAccessibilityTools: 'Apri gli strumenti di accessibilità',
  accessibilityToolsFailed: 'Non è stato possibile caricare gli strumenti di accessibilità. Riprova più tardi.',
  accessibilityToolsNote:
    'Questi strumenti sono forniti da terzi: un’aggiunta facoltativa che cambia l’aspetto delle pagine, non ciò che rende accessibile il negozio.',
  accessibilityStatement: 'Dichiarazione di accessibilità',
};
