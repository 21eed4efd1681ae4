// What every product drawing hands back to the photographer.
import type { Doc, Material } from '../svg.ts';
import type { Rng } from '../rng.ts';
import type { ProductShape } from '../shapes.ts';

/** How the drawing is posed: a studio angle, or lying flat for a flat lay. */
export type Pose = 'front' | 'side' | 'back' | 'top' | 'styled' | 'detail';

export interface Drawing {
  /** Crisp SVG in local units (about one unit per pixel at studio scale). */
  body: string;
  /** The same object as plain paths without fills, used to cast shadows. */
  silhouette: string;
  /** Local bounding box of the visible object. */
  bounds: { x: number; y: number; w: number; h: number };
  /** The object without its straps, chains and handles, where a hotspot belongs (bounds when absent). */
  bodyBounds?: { x: number; y: number; w: number; h: number };
  /** How it sits in the frame: standing on the floor, floating (ghost mannequin / hanger) or lying flat. */
  mount: 'stand' | 'float' | 'flat';
  /** Local y of the floor contact line (stand). */
  floor?: number;
  /** Local region touching the floor (stand): x-range and, for objects with depth, the y-range of the base in perspective. */
  footprint?: { x0: number; x1: number; y0?: number; y1?: number };
  /** Centre of the detail close-up, local units, and how much of the object it should span. */
  focus: { x: number; y: number; span: number };
  /** Optional extra margin for frames where straps reach upwards etc. */
  fit?: { maxW?: number; maxH?: number };
}

export interface DrawContext {
  doc: Doc;
  m: Material;
  rng: Rng;
  pose: Pose;
  color: string;
  accent?: string;
  /** Leave off straps and chains (the product is worn, its strap drawn by the scene). */
  bare?: boolean;
  /** The model's silhouette within its kind; the kind's first drawing when absent. */
  shape?: ProductShape;
}

export type DrawFn = (ctx: DrawContext) => Drawing;
