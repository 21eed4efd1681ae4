// The house colours: the name a shopper sees, the swatch, and the URL-safe slug used in handles.
export interface HouseColour {
  name: string;
  hex: string;
}

const COLOURS: HouseColour[] = [
  { name: 'Nero', hex: '#141414' },
  { name: 'Cognac', hex: '#9A5B2E' },
  { name: 'Tabacco', hex: '#6B4226' },
  { name: 'Bordeaux', hex: '#5E1A26' },
  { name: 'Cipria', hex: '#E3B9A8' },
  { name: 'Verde Bosco', hex: '#2F4A36' },
  { name: 'Blu Notte', hex: '#1D2A44' },
  { name: 'Sabbia', hex: '#D8C3A0' },
  { name: 'Oliva', hex: '#6B6B3A' },
  { name: 'Avorio', hex: '#F2EBDD' },
  { name: 'Cammello', hex: '#C19A6B' },
  { name: 'Grigio Perla', hex: '#B9B6AE' },
  { name: 'Bianco', hex: '#FAFAF7' },
  { name: 'Celeste', hex: '#A9C6DC' },
  { name: 'Terracotta', hex: '#B5573A' },
];

const BY_NAME = new Map(COLOURS.map((colour) => [colour.name, colour]));

export function colour(name: string): HouseColour {
  const found = BY_NAME.get(name);
  if (!found) throw new Error(`Unknown house colour ${name}`);
  return found;
}

/** Brass for most hardware; the accent the photo renderer uses for buckles, zips and clasps. */
export const HARDWARE_ACCENT = '#C9A54C';
