import { tote } from './bags.ts';
export const loafer = tote;
export const ankleBoot = tote;
export const sneaker = tote;
