import { tote } from './bags.ts';
export const shirt = tote;
export const coat = tote;
export const knit = tote;
export const trousers = tote;
export const scarf = tote;
