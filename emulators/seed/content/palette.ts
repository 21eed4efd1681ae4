// The colours the editorial photographs are drawn in, named after the leathers.
export const INK = '#141414';
export const COGNAC = '#9A5B2E';
export const TABACCO = '#6B4226';
export const BORDEAUX = '#5E1A26';
export const CAMMELLO = '#C19A6B';
export const AVORIO = '#F2EBDD';
export const SABBIA = '#D8C3A0';
export const OLIVA = '#6B6B3A';
export const TERRACOTTA = '#B5573A';
export const STONE = '#B9B6AE';
export const BLU_NOTTE = '#1D2A44';
