// The provinces of the countries where Shopify's address forms require one, with Shopify's codes.
// Aliases let a shopper type "Rome" or "Tokyo" and still land on the canonical name.
// This is the shop's side of the wire; a storefront's address form offers its own subset, which
// tests/unit/province-tables.test.ts holds to the same codes and names.

export interface Province {
  code: string;
  name: string;
  aliases?: string[];
}

const US: Province[] = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AS', 'American Samoa'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'],
  ['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'], ['FL', 'Florida'],
  ['GA', 'Georgia'], ['GU', 'Guam'], ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'], ['IN', 'Indiana'], ['IA', 'Iowa'],
  ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'],
  ['MI', 'Michigan'], ['MN', 'Minnesota'], ['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'],
  ['NV', 'Nevada'], ['NH', 'New Hampshire'], ['NJ', 'New Jersey'], ['NM', 'New Mexico'], ['NY', 'New York'],
  ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['MP', 'Northern Mariana Islands'], ['OH', 'Ohio'], ['OK', 'Oklahoma'],
  ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['PR', 'Puerto Rico'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'],
  ['SD', 'South Dakota'], ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'], ['VI', 'U.S. Virgin Islands'],
  ['VA', 'Virginia'], ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
  ['AA', 'Armed Forces Americas'], ['AE', 'Armed Forces Europe'], ['AP', 'Armed Forces Pacific'],
].map(([code, name]) => ({ code, name }));

const CA: Province[] = [
  ['AB', 'Alberta'], ['BC', 'British Columbia'], ['MB', 'Manitoba'], ['NB', 'New Brunswick'], ['NL', 'Newfoundland and Labrador'],
  ['NT', 'Northwest Territories'], ['NS', 'Nova Scotia'], ['NU', 'Nunavut'], ['ON', 'Ontario'], ['PE', 'Prince Edward Island'],
  ['QC', 'Quebec'], ['SK', 'Saskatchewan'], ['YT', 'Yukon'],
].map(([code, name]) => ({ code, name }));

const AU: Province[] = [
  ['ACT', 'Australian Capital Territory'], ['NSW', 'New South Wales'], ['NT', 'Northern Territory'], ['QLD', 'Queensland'],
  ['SA', 'South Australia'], ['TAS', 'Tasmania'], ['VIC', 'Victoria'], ['WA', 'Western Australia'],
].map(([code, name]) => ({ code, name }));

const IT_ENTRIES: [string, string, string[]?][] = [
  ['AG', 'Agrigento'], ['AL', 'Alessandria'], ['AN', 'Ancona'], ['AO', 'Aosta'], ['AR', 'Arezzo'], ['AP', 'Ascoli Piceno'],
  ['AT', 'Asti'], ['AV', 'Avellino'], ['BA', 'Bari'], ['BT', 'Barletta-Andria-Trani'], ['BL', 'Belluno'], ['BN', 'Benevento'],
  ['BG', 'Bergamo'], ['BI', 'Biella'], ['BO', 'Bologna'], ['BZ', 'Bolzano'], ['BS', 'Brescia'], ['BR', 'Brindisi'],
  ['CA', 'Cagliari'], ['CL', 'Caltanissetta'], ['CB', 'Campobasso'], ['CE', 'Caserta'], ['CT', 'Catania'], ['CZ', 'Catanzaro'],
  ['CH', 'Chieti'], ['CO', 'Como'], ['CS', 'Cosenza'], ['CR', 'Cremona'], ['KR', 'Crotone'], ['CN', 'Cuneo'], ['EN', 'Enna'],
  ['FM', 'Fermo'], ['FE', 'Ferrara'], ['FI', 'Firenze', ['Florence']], ['FG', 'Foggia'], ['FC', 'Forlì-Cesena'], ['FR', 'Frosinone'],
  ['GE', 'Genova', ['Genoa']], ['GO', 'Gorizia'], ['GR', 'Grosseto'], ['IM', 'Imperia'], ['IS', 'Isernia'], ['AQ', "L'Aquila"],
  ['SP', 'La Spezia'], ['LT', 'Latina'], ['LE', 'Lecce'], ['LC', 'Lecco'], ['LI', 'Livorno'], ['LO', 'Lodi'], ['LU', 'Lucca'],
  ['MC', 'Macerata'], ['MN', 'Mantova', ['Mantua']], ['MS', 'Massa-Carrara'], ['MT', 'Matera'], ['ME', 'Messina'],
  ['MI', 'Milano', ['Milan']], ['MO', 'Modena'], ['MB', 'Monza e Brianza'], ['NA', 'Napoli', ['Naples']], ['NO', 'Novara'],
  ['NU', 'Nuoro'], ['OR', 'Oristano'], ['PD', 'Padova', ['Padua']], ['PA', 'Palermo'], ['PR', 'Parma'], ['PV', 'Pavia'],
  ['PG', 'Perugia'], ['PU', 'Pesaro e Urbino'], ['PE', 'Pescara'], ['PC', 'Piacenza'], ['PI', 'Pisa'], ['PT', 'Pistoia'],
  ['PN', 'Pordenone'], ['PZ', 'Potenza'], ['PO', 'Prato'], ['RG', 'Ragusa'], ['RA', 'Ravenna'], ['RC', 'Reggio Calabria'],
  ['RE', 'Reggio Emilia'], ['RI', 'Rieti'], ['RN', 'Rimini'], ['RM', 'Roma', ['Rome']], ['RO', 'Rovigo'], ['SA', 'Salerno'],
  ['SS', 'Sassari'], ['SV', 'Savona'], ['SI', 'Siena'], ['SR', 'Siracusa', ['Syracuse']], ['SO', 'Sondrio'], ['SU', 'Sud Sardegna'],
  ['TA', 'Taranto'], ['TE', 'Teramo'], ['TR', 'Terni'], ['TO', 'Torino', ['Turin']], ['TP', 'Trapani'], ['TN', 'Trento'],
  ['TV', 'Treviso'], ['TS', 'Trieste'], ['UD', 'Udine'], ['VA', 'Varese'], ['VE', 'Venezia', ['Venice']],
  ['VB', 'Verbano-Cusio-Ossola'], ['VC', 'Vercelli'], ['VR', 'Verona'], ['VV', 'Vibo Valentia'], ['VI', 'Vicenza'], ['VT', 'Viterbo'],
];
const IT: Province[] = IT_ENTRIES.map(([code, name, aliases]) => ({ code, name, aliases }));

const JP_NAMES = [
  'Hokkaidō', 'Aomori', 'Iwate', 'Miyagi', 'Akita', 'Yamagata', 'Fukushima', 'Ibaraki', 'Tochigi', 'Gunma', 'Saitama', 'Chiba',
  'Tōkyō', 'Kanagawa', 'Niigata', 'Toyama', 'Ishikawa', 'Fukui', 'Yamanashi', 'Nagano', 'Gifu', 'Shizuoka', 'Aichi', 'Mie',
  'Shiga', 'Kyōto', 'Ōsaka', 'Hyōgo', 'Nara', 'Wakayama', 'Tottori', 'Shimane', 'Okayama', 'Hiroshima', 'Yamaguchi',
  'Tokushima', 'Kagawa', 'Ehime', 'Kōchi', 'Fukuoka', 'Saga', 'Nagasaki', 'Kumamoto', 'Ōita', 'Miyazaki', 'Kagoshima', 'Okinawa',
];
const JP: Province[] = JP_NAMES.map((name, index) => ({ code: `JP-${String(index + 1).padStart(2, '0')}`, name }));

export const PROVINCES: Record<string, Province[]> = { US, CA, AU, IT, JP };

/** Case- and accent-insensitive, so "tokyo", "Tōkyō" and "TOKYO" are the same prefecture. */
export function foldName(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[\s'’.-]+/g, ' ').trim();
}

export function findProvince(countryCode: string, input: string): Province | null {
  const list = PROVINCES[countryCode];
  if (!list) return null;
  const wanted = foldName(input);
  const withoutPrefix = wanted.replace(/^[a-z]{2} /, '');
  for (const province of list) {
    const code = foldName(province.code);
    if (code === wanted || code === withoutPrefix || foldName(province.name) === wanted) return province;
    if (province.aliases?.some((alias) => foldName(alias) === wanted)) return province;
  }
  return null;
}
