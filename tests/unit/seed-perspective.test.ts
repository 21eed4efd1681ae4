// Three-quarter views: flat artwork on a bag's face (the debossed name, studs, the turn lock)
// turns and foreshortens with the leather, instead of staying square to the picture while the
// face around it recedes.
import { describe, expect, it } from 'vitest';
import { productDrawing } from '../../emulators/seed/images/product-photo.ts';
import { poseCamera } from '../../emulators/seed/images/kinds/boxy.ts';
import { project, p3 } from '../../emulators/seed/images/geom.ts';
import { Doc } from '../../emulators/seed/images/svg.ts';

/** The transform of the group holding the debossed name. */
function debossMatrix(body: string): number[] {
  const m = /<g transform="matrix\(([^)]+)\)"><text[^>]*>BOTTEGA<\/text>/.exec(body);
  expect(m, 'the name is laid on the face with a matrix').not.toBeNull();
  return m![1].split(/\s+/).map(Number);
}

describe('three-quarter views', () => {
  // the structured tote: 800 tall, its gusset 300 deep at the base and 230 at the mouth; the name at y = -120
  const depthAt = (y: number) => 300 + (230 - 300) * (-y / 800);

  it.each(['side', 'styled'] as const)('%s: the debossed name follows the face it is pressed into', (pose) => {
    const drawing = productDrawing(new Doc(), 'tote', '#9a5b2e', pose, 0, undefined, false, 'structured-tote');
    const [a, b, c, d] = debossMatrix(drawing.body);
    const cam = poseCamera(pose, -400);
    // the face leans: the gusset is deeper at the base, so the face's vertical runs outwards as it goes down
    const o = project(cam, p3(0, -120, depthAt(-120) / 2)),
      ax = project(cam, p3(10, -120, depthAt(-120) / 2)),
      ay = project(cam, p3(0, -110, depthAt(-110) / 2));
    // the face's horizontal, as the camera sees it: foreshortened and sloping
    expect(a).toBeCloseTo((ax.x - o.x) / 10, 2);
    expect(b).toBeCloseTo((ax.y - o.y) / 10, 2);
    expect(Math.abs(b)).toBeGreaterThan(0.02);
    expect(a).toBeLessThan(0.97);
    expect(c).toBeCloseTo((ay.x - o.x) / 10, 2);
    expect(d).toBeCloseTo((ay.y - o.y) / 10, 2);
  });

  it('front: the name stays square to the picture', () => {
    const [a, b, c] = debossMatrix(productDrawing(new Doc(), 'tote', '#9a5b2e', 'front', 0, undefined, false, 'structured-tote').body);
    expect(Math.abs(b)).toBeLessThan(0.01);
    expect(Math.abs(c)).toBeLessThan(0.01);
    expect(a).toBeGreaterThan(0.95);
  });
});
