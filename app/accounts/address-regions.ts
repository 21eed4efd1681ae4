// Countries an address may be in, and the provinces Shopify insists on for some of them. The address
// book is for delivery, so the countries are the ones the house ships to (its markets); a country
// with `provinces` makes the province required, and only its own codes are accepted.
// The shop keeps its own, fuller table (territories, aliases); tests/unit/province-tables.test.ts
// holds the two to the same codes and names wherever this form offers a province.

interface Region {
  code: string;
  name: string;
}

export interface AddressCountry extends Region {
  /** What the province field is called there. */
  provinceLabel?: string;
  provinces?: Region[];
  /** Whether the country uses postal codes at all (all of ours do). */
  zipLabel: string;
}

const r = (pairs: string): Region[] =>
  pairs.split('|').map((pair) => {
    const [code, name] = pair.split(':');
    return { code, name };
  });

const US_STATES = r(
  'AL:Alabama|AK:Alaska|AZ:Arizona|AR:Arkansas|CA:California|CO:Colorado|CT:Connecticut|DE:Delaware|DC:District of Columbia|' +
    'FL:Florida|GA:Georgia|HI:Hawaii|ID:Idaho|IL:Illinois|IN:Indiana|IA:Iowa|KS:Kansas|KY:Kentucky|LA:Louisiana|ME:Maine|' +
    'MD:Maryland|MA:Massachusetts|MI:Michigan|MN:Minnesota|MS:Mississippi|MO:Missouri|MT:Montana|NE:Nebraska|NV:Nevada|' +
    'NH:New Hampshire|NJ:New Jersey|NM:New Mexico|NY:New York|NC:North Carolina|ND:North Dakota|OH:Ohio|OK:Oklahoma|' +
    'OR:Oregon|PA:Pennsylvania|PR:Puerto Rico|RI:Rhode Island|SC:South Carolina|SD:South Dakota|TN:Tennessee|TX:Texas|' +
    'UT:Utah|VT:Vermont|VA:Virginia|WA:Washington|WV:West Virginia|WI:Wisconsin|WY:Wyoming',
);

const CA_PROVINCES = r(
  'AB:Alberta|BC:British Columbia|MB:Manitoba|NB:New Brunswick|NL:Newfoundland and Labrador|NT:Northwest Territories|' +
    'NS:Nova Scotia|NU:Nunavut|ON:Ontario|PE:Prince Edward Island|QC:Quebec|SK:Saskatchewan|YT:Yukon',
);

const AU_STATES = r(
  'ACT:Australian Capital Territory|NSW:New South Wales|NT:Northern Territory|QLD:Queensland|SA:South Australia|' +
    'TAS:Tasmania|VIC:Victoria|WA:Western Australia',
);

const IT_PROVINCES = r(
  'AG:Agrigento|AL:Alessandria|AN:Ancona|AO:Aosta|AR:Arezzo|AP:Ascoli Piceno|AT:Asti|AV:Avellino|BA:Bari|' +
    'BT:Barletta-Andria-Trani|BL:Belluno|BN:Benevento|BG:Bergamo|BI:Biella|BO:Bologna|BZ:Bolzano|BS:Brescia|BR:Brindisi|' +
    'CA:Cagliari|CL:Caltanissetta|CB:Campobasso|CE:Caserta|CT:Catania|CZ:Catanzaro|CH:Chieti|CO:Como|CS:Cosenza|' +
    'CR:Cremona|KR:Crotone|CN:Cuneo|EN:Enna|FM:Fermo|FE:Ferrara|FI:Firenze|FG:Foggia|FC:Forlì-Cesena|FR:Frosinone|' +
    'GE:Genova|GO:Gorizia|GR:Grosseto|IM:Imperia|IS:Isernia|AQ:L’Aquila|SP:La Spezia|LT:Latina|LE:Lecce|LC:Lecco|' +
    'LI:Livorno|LO:Lodi|LU:Lucca|MC:Macerata|MN:Mantova|MS:Massa-Carrara|MT:Matera|ME:Messina|MI:Milano|MO:Modena|' +
    'MB:Monza e Brianza|NA:Napoli|NO:Novara|NU:Nuoro|OR:Oristano|PD:Padova|PA:Palermo|PR:Parma|PV:Pavia|PG:Perugia|' +
    'PU:Pesaro e Urbino|PE:Pescara|PC:Piacenza|PI:Pisa|PT:Pistoia|PN:Pordenone|PZ:Potenza|PO:Prato|RG:Ragusa|' +
    'RA:Ravenna|RC:Reggio Calabria|RE:Reggio Emilia|RI:Rieti|RN:Rimini|RM:Roma|RO:Rovigo|SA:Salerno|SS:Sassari|' +
    'SV:Savona|SI:Siena|SR:Siracusa|SO:Sondrio|SU:Sud Sardegna|TA:Taranto|TE:Teramo|TR:Terni|TO:Torino|TP:Trapani|' +
    'TN:Trento|TV:Treviso|TS:Trieste|UD:Udine|VA:Varese|VE:Venezia|VB:Verbano-Cusio-Ossola|VC:Vercelli|VR:Verona|' +
    'VV:Vibo Valentia|VI:Vicenza|VT:Viterbo',
);

const JP_PREFECTURES = [
  'Hokkaidō',
  'Aomori',
  'Iwate',
  'Miyagi',
  'Akita',
  'Yamagata',
  'Fukushima',
  'Ibaraki',
  'Tochigi',
  'Gunma',
  'Saitama',
  'Chiba',
  'Tōkyō',
  'Kanagawa',
  'Niigata',
  'Toyama',
  'Ishikawa',
  'Fukui',
  'Yamanashi',
  'Nagano',
  'Gifu',
  'Shizuoka',
  'Aichi',
  'Mie',
  'Shiga',
  'Kyōto',
  'Ōsaka',
  'Hyōgo',
  'Nara',
  'Wakayama',
  'Tottori',
  'Shimane',
  'Okayama',
  'Hiroshima',
  'Yamaguchi',
  'Tokushima',
  'Kagawa',
  'Ehime',
  'Kōchi',
  'Fukuoka',
  'Saga',
  'Nagasaki',
  'Kumamoto',
  'Ōita',
  'Miyazaki',
  'Kagoshima',
  'Okinawa',
].map((name, index) => ({ code: `JP-${String(index + 1).padStart(2, '0')}`, name }));

export const ADDRESS_COUNTRIES: AddressCountry[] = [
  { code: 'AU', name: 'Australia', provinceLabel: 'State/territory', provinces: AU_STATES, zipLabel: 'Postcode' },
  { code: 'CA', name: 'Canada', provinceLabel: 'Province', provinces: CA_PROVINCES, zipLabel: 'Postal code' },
  { code: 'FR', name: 'France', zipLabel: 'Postal code' },
  { code: 'DE', name: 'Germany', zipLabel: 'Postal code' },
  { code: 'IT', name: 'Italy', provinceLabel: 'Province', provinces: IT_PROVINCES, zipLabel: 'Postal code' },
  { code: 'JP', name: 'Japan', provinceLabel: 'Prefecture', provinces: JP_PREFECTURES, zipLabel: 'Postal code' },
  { code: 'CH', name: 'Switzerland', zipLabel: 'Postal code' },
  { code: 'GB', name: 'United Kingdom', zipLabel: 'Postcode' },
  { code: 'US', name: 'United States', provinceLabel: 'State', provinces: US_STATES, zipLabel: 'ZIP code' },
];

const BY_CODE = new Map(ADDRESS_COUNTRIES.map((country) => [country.code, country]));

export function addressCountry(code: string | null | undefined): AddressCountry | undefined {
  return code ? BY_CODE.get(code.toUpperCase()) : undefined;
}

/**
 * A province given as its code, as its name (Shopify stores some that way), or as "US:NY" (the form's
 * option values, which name the country so that CA the state and CA the Italian province can't be
 * confused), resolved to its code in `country`.
 */
export function provinceCode(country: AddressCountry, value: string): string | undefined {
  let wanted = value.trim().toLowerCase();
  const qualified = /^([a-z]{2}):(.+)$/.exec(wanted);
  if (qualified) {
    if (qualified[1] !== country.code.toLowerCase()) return undefined;
    wanted = qualified[2];
  }
  return country.provinces?.find((p) => p.code.toLowerCase() === wanted || p.name.toLowerCase() === wanted)?.code;
}
