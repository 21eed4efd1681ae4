// How a photograph in a grid of cards (products, collections) is sized.

/** A quarter of a wide screen, a third of a tablet's, half a phone's. */
export const GRID_SIZES = '(min-width: 1200px) 25vw, (min-width: 768px) 33vw, 50vw';

/**
 * 400 to 1000 pixels wide covers every one of those boxes up to twice the screen's density, in four
 * candidates instead of Hydrogen's default fifteen (each a long URL, written into the page once per
 * photograph).
 */
export const CARD_SRCSET = { intervals: 4, startingWidth: 400, incrementSize: 200, placeholderWidth: 400 };
