import { tote } from './bags.ts';
export const keyring = tote;
export const belt = tote;
