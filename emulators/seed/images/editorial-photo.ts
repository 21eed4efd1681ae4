import type { ProductKind } from './product-photo.ts';
export type EditorialScene = 'hero' | 'atelier' | 'street' | 'still-life' | 'landscape' | 'portrait' | 'press';
export const EDITORIAL_SCENES: readonly EditorialScene[] = ['hero', 'atelier', 'street', 'still-life', 'landscape', 'portrait', 'press'];
export interface EditorialPhotoSpec { scene: EditorialScene; palette: string[]; width: number; height: number; seed?: number; products?: Array<{ kind: ProductKind; color: string }> }
export async function renderEditorialPhoto(_spec: EditorialPhotoSpec): Promise<Buffer> { throw new Error('todo'); }
