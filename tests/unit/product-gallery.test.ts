// The gallery with one colour chosen shows that colourway (the 1440 px fault: colourways mixed).
import { describe, expect, it } from 'vitest';
import { mediaForColour, orderMediaForVariant } from '~/product/gallery';

const picture = (alt: string) => ({
  __typename: 'MediaImage',
  alt,
  image: { id: alt, url: `https://cdn.example/${encodeURIComponent(alt)}.jpg` },
});
const arco = [
  picture('Arco Tote in Nero, front view'),
  picture('Arco Tote in Cognac, front view'),
  picture('Arco Tote in Tabacco, front view'),
  picture('Arco Tote in Nero, side view'),
  picture('The atelier at work'),
];
const colours = ['Nero', 'Cognac', 'Tabacco'];

describe('mediaForColour', () => {
  it("keeps the chosen colour's pictures and those naming no colour, in the shop's order", () => {
    expect(mediaForColour(arco, 'Nero', colours).map((item) => item.alt)).toEqual([
      'Arco Tote in Nero, front view',
      'Arco Tote in Nero, side view',
      'The atelier at work',
    ]);
    expect(mediaForColour(arco, 'cognac', colours).map((item) => item.alt)).toEqual([
      'Arco Tote in Cognac, front view',
      'The atelier at work',
    ]);
  });

  it('matches whole colour names only ("Verde Bosco" is not "Verde")', () => {
    const media = [picture('Borsa in Verde Bosco, front view'), picture('Borsa in Verde, front view')];
    expect(mediaForColour(media, 'Verde', ['Verde', 'Verde Bosco']).map((item) => item.alt)).toEqual(['Borsa in Verde, front view']);
  });

  it('shows everything with no colour chosen, a single colour, or nothing left to show', () => {
    expect(mediaForColour(arco, null, colours)).toBe(arco);
    expect(mediaForColour(arco, 'Nero', ['Nero'])).toBe(arco);
    const unnamed = [picture('front'), picture('side')];
    expect(mediaForColour(unnamed, 'Nero', colours)).toEqual(unnamed);
    expect(mediaForColour([picture('in Cognac')], 'Nero', colours)).toHaveLength(1);
  });

  it("still leads with the variant's own picture", () => {
    const kept = mediaForColour(arco, 'Nero', colours);
    expect(orderMediaForVariant(kept, kept[1].image)[0].alt).toBe('Arco Tote in Nero, side view');
  });
});
