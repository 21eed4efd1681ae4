// The house's own Italian: what the shop holds as translations for the Italian markets (Italy,
// Switzerland). Written the way the atelier speaks to its clients, not glossed word for word.
// Colour names are already the house's Italian and sizes are numbers or letters, so neither is
// translated; "One Size" is.
//
// Deliberately left untranslated: the Busta Clutch (`busta-clutch`). It keeps its English copy in
// every language, so the storefront can show Shopify's per-field fallback under an Italian market.
import type { Category, Model } from './models.ts';

export const ITALIAN_LOCALE = 'it';
const UNTRANSLATED_MODEL = 'busta-clutch';

interface ModelCopy {
  title: string;
  blurb: string;
  dimensions: string;
}

const MODEL_COPY: Record<string, ModelCopy> = {
  'arco-tote': {
    title: 'Borsa Arco',
    blurb: 'Una silhouette ad arco in cuoio conciato al vegetale, che si ammorbidisce e si scurisce a ogni stagione.',
    dimensions: 'L 38 × A 30 × P 15 cm; altezza manici 22 cm',
  },
  'luna-shoulder-bag': {
    title: 'Borsa a spalla Luna',
    blurb: 'Una mezzaluna di nappa morbidissima che si posa sotto il braccio, chiusa da una linguetta magnetica nascosta.',
    dimensions: 'L 32 × A 18 × P 8 cm; altezza tracolla 24 cm',
  },
  'vela-tote': {
    title: 'Borsa Vela',
    blurb: 'Tela da vela rifinita in vitello, capiente quanto basta per un fine settimana sulla costa.',
    dimensions: 'L 44 × A 34 × P 18 cm; altezza manici 25 cm',
  },
  'ponte-crossbody': {
    title: 'Borsa a tracolla Ponte',
    blurb: 'Una tracolla compatta con la patta sagomata ad arco di ponte e la cinghia regolabile.',
    dimensions: 'L 22 × A 16 × P 7 cm; altezza tracolla 55–60 cm',
  },
  'duomo-shoulder-bag': {
    title: 'Borsa a spalla Duomo',
    blurb: 'Vitello strutturato e sommità a cupola: un omaggio alla cattedrale in fondo alla nostra strada.',
    dimensions: 'L 30 × A 24 × P 12 cm; altezza tracolla 28 cm',
  },
  'sella-crossbody': {
    title: 'Borsa a tracolla Sella',
    blurb: 'Una tracolla dalla forma di sella, con cuciture da sellaio fatte a mano e fibbia in ottone.',
    dimensions: 'L 24 × A 20 × P 8 cm; altezza tracolla 52 cm',
  },
  'mercato-tote': {
    title: 'Borsa Mercato',
    blurb: 'Strisce di vitello intrecciate a mano in una borsa da mercato che non perde mai la forma.',
    dimensions: 'L 40 × A 32 × P 16 cm; altezza manici 20 cm',
  },
  'brezza-shoulder-bag': {
    title: 'Borsa a spalla Brezza',
    blurb: 'Camoscio sfoderato raccolto in morbide pieghe su una sottile tracolla in pelle.',
    dimensions: 'L 36 × A 26 × P 10 cm; altezza tracolla 26 cm',
  },
  'ginevra-tote': {
    title: 'Borsa Ginevra',
    blurb: 'La nostra borsa più grande, con una tasca interna sospesa e i bordi dipinti a mano in sette mani.',
    dimensions: 'L 46 × A 33 × P 19 cm; altezza manici 24 cm',
  },
  'bauletto-crossbody': {
    title: 'Bauletto a tracolla',
    blurb: 'Un piccolo baule di nappa imbottita, portato su una catena intrecciata alla pelle.',
    dimensions: 'L 20 × A 14 × P 9 cm; altezza tracolla 54 cm',
  },
  'symmetry-pochette': {
    title: 'Pochette Symmetry',
    blurb: 'Due metà speculari si incontrano su una barretta d’ottone: la pochette da cui è nata la maison.',
    dimensions: 'L 24 × A 14 × P 4 cm; tracolla removibile, altezza 50 cm',
  },
  'notte-clutch': {
    title: 'Clutch Notte',
    blurb: 'Una clutch da sera plissettata, con una montatura che si chiude in un lieve scatto.',
    dimensions: 'L 28 × A 15 × P 5 cm',
  },
  'conchiglia-pochette': {
    title: 'Pochette Conchiglia',
    blurb: 'Una pochette a forma di conchiglia, con la patta smerlata e un cinturino da polso.',
    dimensions: 'L 21 × A 13 × P 5 cm',
  },
  'mezzaluna-pochette': {
    title: 'Pochette Mezzaluna',
    blurb: 'Una pochette a mezzaluna tagliata da un unico pezzo e piegata senza cucitura sul fondo.',
    dimensions: 'L 23 × A 13 × P 4 cm; altezza tracolla 52 cm',
  },
  'piega-wallet': {
    title: 'Portafoglio Piega',
    blurb: 'Un portafoglio a libro con una sola piega netta e otto scomparti per le carte.',
    dimensions: 'L 11 × A 9,5 × P 1,5 cm',
  },
  'cerniera-wallet': {
    title: 'Portafoglio Cerniera',
    blurb: 'Un portafoglio con zip tutto intorno e un tiretto in ottone a forma di ago.',
    dimensions: 'L 19 × A 10 × P 2,5 cm',
  },
  'lungo-wallet': {
    title: 'Portafoglio Lungo',
    blurb: 'Un portafoglio continental in nappa, con il portamonete chiuso da un bottone a pressione.',
    dimensions: 'L 19 × A 9,5 × P 2 cm',
  },
  'tasca-wallet': {
    title: 'Portafoglio Tasca',
    blurb: 'Un portafoglio sottile che, con il tempo, prende la patina e la forma della vostra tasca.',
    dimensions: 'L 10 × A 8 × P 1 cm',
  },
  'cintura-classica': {
    title: 'Cintura Classica',
    blurb: 'Una cintura in vitello da 3 cm con fibbia in ottone lucido: quella che portiamo ogni giorno.',
    dimensions: 'Altezza 3 cm; misure prese dalla fibbia al foro centrale',
  },
  'cintura-reversibile': {
    title: 'Cintura Reversibile',
    blurb: 'Due cinture in una: basta ruotare la fibbia girevole per cambiare colore.',
    dimensions: 'Altezza 3,5 cm',
  },
  'cintura-intrecciata': {
    title: 'Cintura Intrecciata',
    blurb: 'Vitello intrecciato a mano che accoglie l’ardiglione in ogni punto, per una misura al centimetro.',
    dimensions: 'Altezza 3 cm',
  },
  'cintura-fibbia-oro': {
    title: 'Cintura Fibbia Oro',
    blurb: 'Una cintura sottile con fibbia scolpita color oro, fusa da una fonderia di famiglia vicino ad Arezzo.',
    dimensions: 'Altezza 2 cm',
  },
  'portachiavi-nodo': {
    title: 'Portachiavi Nodo',
    blurb: 'Un portachiavi annodato con un nodo marinaro in cordoncino di vitello.',
    dimensions: 'Lunghezza 12 cm',
  },
  'porta-carte': {
    title: 'Porta Carte',
    blurb: 'Un porta carte a quattro scomparti, con una tasca centrale per le banconote piegate.',
    dimensions: 'L 10 × A 7 cm',
  },
  'portachiavi-ciondolo': {
    title: 'Portachiavi Ciondolo',
    blurb: 'Una nappina di pelle su un anello d’ottone, da appendere alla borsa o alle chiavi.',
    dimensions: 'Lunghezza 14 cm',
  },
  'porta-passaporto': {
    title: 'Porta Passaporto',
    blurb: 'Una custodia per il passaporto con spazio per le carte d’imbarco e due carte.',
    dimensions: 'L 10 × A 14 cm',
  },
  'custodia-occhiali': {
    title: 'Custodia Occhiali',
    blurb: 'Una custodia imbottita per occhiali, chiusa da un bottone a pressione rivestito in pelle.',
    dimensions: 'L 17 × A 8 × P 4 cm',
  },
  'mocassino-veneziano': {
    title: 'Mocassino Veneziano',
    blurb: 'Il mocassino veneziano: sfoderato, cucito a mano con costruzione a sacchetto, suola in cuoio.',
    dimensions: 'Tacco 1,5 cm; taglie italiane',
  },
  'mocassino-morsetto': {
    title: 'Mocassino Morsetto',
    blurb: 'Un mocassino con morsetto in ottone, ispirato alle selle del Palio.',
    dimensions: 'Tacco 2 cm; taglie italiane',
  },
  'stivaletto-chelsea': {
    title: 'Stivaletto Chelsea',
    blurb: 'Uno stivaletto Chelsea in camoscio idrorepellente, su suola in gomma con lavorazione Goodyear.',
    dimensions: 'Tacco 3 cm; gambale 15 cm',
  },
  'stivaletto-stringato': {
    title: 'Stivaletto Stringato',
    blurb: 'Uno stivaletto con i lacci e la lavorazione norvegese, pensato per gli inverni di città.',
    dimensions: 'Tacco 3,5 cm; gambale 13 cm',
  },
  'sneaker-corsa': {
    title: 'Sneaker Corsa',
    blurb: 'Una sneaker essenziale in vitello, montata su una suola a cassetta cucita.',
    dimensions: 'Suola 3 cm; taglie italiane',
  },
  'sneaker-campo': {
    title: 'Sneaker Campo',
    blurb: 'Una sneaker dal gusto rétro in camoscio e vitello, con suola in para.',
    dimensions: 'Suola 2,5 cm; taglie italiane',
  },
  'camicia-lino': {
    title: 'Camicia Lino',
    blurb: 'Una camicia morbida in lino italiano lavato, con bottoni in madreperla.',
    dimensions: 'Vestibilità morbida; il modello è alto 180 cm e indossa la M',
  },
  'camicia-popeline': {
    title: 'Camicia Popeline',
    blurb: 'Una camicia in popeline croccante dal collo morbido, cucita in Puglia.',
    dimensions: 'Vestibilità regolare; il modello è alto 178 cm e indossa la S',
  },
  'cappotto-cammello': {
    title: 'Cappotto Cammello',
    blurb: 'Un cappotto double-face color cammello in lana e cashmere, sfoderato e rifinito a mano.',
    dimensions: 'Vestibilità oversize; lunghezza 115 cm nella taglia M',
  },
  'trench-riviera': {
    title: 'Trench Riviera',
    blurb: 'Un trench in gabardine a trama fitta, con bottoni rivestiti in pelle.',
    dimensions: 'Vestibilità regolare; lunghezza 110 cm nella taglia M',
  },
  'maglia-cashmere': {
    title: 'Maglia Cashmere',
    blurb: 'Un girocollo lavorato in Umbria in cashmere mongolo a due fili.',
    dimensions: 'Vestibilità regolare; il modello è alto 176 cm e indossa la S',
  },
  'cardigan-costa': {
    title: 'Cardigan Costa',
    blurb: 'Un cardigan in cashmere a coste con bottoni in corno.',
    dimensions: 'Vestibilità morbida; il modello è alto 176 cm e indossa la S',
  },
  'pantalone-sartoriale': {
    title: 'Pantalone Sartoriale',
    blurb: 'Pantaloni sartoriali con una pince, tagliati in lana di Biella.',
    dimensions: 'Gamba dritta; cavallo interno 82 cm nella taglia M',
  },
  'pantalone-lino': {
    title: 'Pantalone Lino',
    blurb: 'Pantaloni con coulisse in lino pesante, per le lunghe sere d’estate.',
    dimensions: 'Gamba ampia; cavallo interno 80 cm nella taglia M',
  },
  'foulard-seta': {
    title: 'Foulard Seta',
    blurb: 'Un quadrato di twill di seta stampato a Como con un motivo d’archivio a punto sellaio.',
    dimensions: '90 × 90 cm; orli arrotolati a mano',
  },
  'giacca-suede': {
    title: 'Giacca in camoscio',
    blurb: 'Una field jacket in camoscio, tagliata e cucita a mano in dodici pezzi.',
    dimensions: 'Vestibilità regolare; lunghezza 72 cm nella taglia M',
  },
};

export const CATEGORY_COPY: Record<Category['key'], { title: string; productType: string; description: string }> = {
  bags: {
    title: 'Borse',
    productType: 'Borse',
    description: 'Tote, borse a spalla e a tracolla tagliate in pelle pieno fiore e rifinite a mano nel nostro laboratorio fiorentino.',
  },
  pochettes: {
    title: 'Pochette',
    productType: 'Pochette',
    description: 'Pochette e clutch da sera con i bordi dipinti a mano e le chiusure in ottone massiccio.',
  },
  wallets: {
    title: 'Portafogli',
    productType: 'Portafogli',
    description: 'Portafogli piegati, cuciti e lucidati da un solo artigiano, dal primo all’ultimo gesto.',
  },
  belts: {
    title: 'Cinture',
    productType: 'Cinture',
    description: 'Cinture in vitello e in pelle intrecciata, con fibbie fuse in Toscana.',
  },
  'small-leather-goods': {
    title: 'Piccola pelletteria',
    productType: 'Piccola pelletteria',
    description: 'Porta carte, portachiavi e custodie: i compagni di ogni giorno, fatti per durare decenni.',
  },
  shoes: {
    title: 'Scarpe',
    productType: 'Scarpe',
    description: 'Mocassini, stivaletti e sneaker costruiti sulle nostre forme, nella Riviera del Brenta.',
  },
  'ready-to-wear': {
    title: 'Abbigliamento',
    productType: 'Abbigliamento',
    description: 'Camicie, maglieria, pantaloni e capispalla in lino, cashmere e lana italiani.',
  },
};

/** The shop's own collections beyond the categories, and each family's "in every colour" line. */
export const COLLECTION_COPY: Record<string, { title: string; description: string }> = {
  'new-arrivals': { title: 'Novità', description: 'Gli ultimi pezzi usciti dal laboratorio, arrivati negli ultimi trenta giorni.' },
  sale: { title: 'Saldi', description: 'Una selezione di pezzi a prezzo ridotto, fino a esaurimento.' },
  all: { title: 'Tutti i prodotti', description: 'Tutto ciò che la maison realizza.' },
};

export const familyDescription = (title: string, blurb: string) => `${title} in tutti i colori. ${blurb}`;

export const MENU_COPY: Record<string, string> = {
  'collections-menu': 'Collezioni',
  'main-menu': 'Menu principale',
  footer: 'Menu a piè di pagina',
};

/** Menu links to pages, the journal and policies; links to products and collections take their titles. */
export const LINK_COPY: Record<string, string> = {
  Journal: 'Diario',
  'The House': 'La maison',
  'About Bottega': 'Chi siamo',
  'Shipping & Returns': 'Spedizioni e resi',
  Refunds: 'Rimborsi',
  Privacy: 'Privacy',
  Terms: 'Termini e condizioni',
};

export const OPTION_NAMES: Record<string, string> = { Color: 'Colore', Size: 'Taglia' };
export const OPTION_VALUES: Record<string, string> = { 'One Size': 'Taglia unica' };

export const MATERIAL_COPY: Record<string, string> = {
  'Vegetable-tanned leather': 'Cuoio conciato al vegetale',
  'Nappa lambskin': 'Nappa di agnello',
  'Canvas & calfskin': 'Tela e vitello',
  Calfskin: 'Vitello',
  'Woven calfskin': 'Vitello intrecciato',
  Suede: 'Camoscio',
  Linen: 'Lino',
  'Cotton poplin': 'Popeline di cotone',
  'Wool & cashmere': 'Lana e cashmere',
  Cashmere: 'Cashmere',
  Wool: 'Lana',
  'Cotton gabardine': 'Gabardine di cotone',
  'Silk twill': 'Twill di seta',
};

const CARE_COPY: Record<string, string> = {
  Linen: 'Lavare a mano in acqua fredda o a secco. Il lino si ammorbidisce a ogni lavaggio.',
  'Cotton poplin': 'Lavare in lavatrice a 30 °C; stirare quando è ancora leggermente umido.',
  Cashmere: 'Lavare a mano in acqua fredda con un detergente per lana e asciugare in piano.',
  'Wool & cashmere': 'Solo lavaggio a secco. Spazzolare dopo averlo indossato e riporre su una gruccia sagomata.',
  Wool: 'Solo lavaggio a secco. Rinfrescare con il vapore.',
  'Cotton gabardine': 'Solo lavaggio a secco.',
  'Silk twill': 'Solo lavaggio a secco. Conservare arrotolato, mai piegato.',
  Suede: 'Spazzolare con una spazzola morbida per camoscio; proteggere dalla pioggia con uno spray specifico.',
};

export function careCopy(material: string): string {
  const care =
    CARE_COPY[material] ??
    'Spolverare con un panno morbido e asciutto e nutrire due volte l’anno con un balsamo neutro per pelle. Conservare nella sacca antipolvere in dotazione.';
  return `${MATERIAL_COPY[material] ?? material}, fatto in Italia.\n${care}`;
}

export const SHIPPING_COPY =
  'Spedizione espressa in omaggio su ogni ordine, consegnata nella nostra scatola firmata.\nIl reso è gratuito entro 30 giorni, esclusi i pezzi Final Sale.';

export const pdpDescriptionCopy = (blurb: string) =>
  `${blurb}\n\nOgni pezzo è tagliato, cucito e rifinito a mano nel nostro laboratorio di Firenze, poi controllato dall’artigiano che lo ha realizzato.`;

export const descriptionHtmlCopy = (escapedBlurb: string) => `<p>${escapedBlurb}</p><p>Fatto a mano in Italia da Bottega.</p>`;

export const PREORDER_COPY: Record<string, string> = {
  'Pre-order: made to order in Florence, ships within 6 weeks.':
    'Preordine: realizzata su ordinazione a Firenze, spedita entro 6 settimane.',
  'Pre-order: the next batch leaves the workshop in four weeks.':
    'Preordine: la prossima serie lascia il laboratorio tra quattro settimane.',
  'Pre-order: ships in early October. Reserve yours now.': 'Preordine: spedizione a inizio ottobre. Prenotate ora il vostro.',
};

/** Every model but the deliberately untranslated one has copy; a new model without it fails the seed. */
export function copyOf(model: Model): ModelCopy | null {
  if (model.handle === UNTRANSLATED_MODEL) return null;
  const copy = MODEL_COPY[model.handle];
  if (!copy) throw new Error(`No Italian copy for ${model.handle}`);
  return copy;
}
