// The home page never shows one picture twice: the hero, every module's image and the covers of
// the lookbooks it lists are different photographs, not one scene drawn again with another seed.
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ContentBuilder } from '../../emulators/seed/content/builder.ts';
import { homeDocuments } from '../../emulators/seed/content/home.ts';
import { lookbookDocuments } from '../../emulators/seed/content/lookbooks.ts';
import { renderEditorialPhoto, type EditorialPhotoSpec } from '../../emulators/seed/images/editorial-photo.ts';

/** Mean difference of two greyscale thumbnails, 0–255: one scene drawn twice with another seed differs by about 5, two scenes by 19 or more. */
const MIN_DIFFERENCE = 12;

const builder = new ContentBuilder({ projectId: 'bottega', dataset: 'production', imageBaseUrl: 'http://127.0.0.1:9999' });
const { published } = homeDocuments(builder);
const lookbooks = lookbookDocuments(builder);

function specOf(field: { asset: { _ref: string } }): EditorialPhotoSpec {
  const asset = builder.assets.find((candidate) => candidate._id === field.asset._ref)!;
  return builder.imageSpecs[asset.assetId];
}

const shown: Array<{ name: string; spec: EditorialPhotoSpec }> = [{ name: 'hero', spec: specOf(published.hero.image) }];
for (const module of published.modules) {
  if ('image' in module && module.image)
    shown.push({ name: `${module._type} ${'title' in module ? module.title : ''}`.trim(), spec: specOf(module.image) });
  if (module._type === 'moduleLookbooks') {
    for (const ref of module.lookbooks) {
      const lookbook = lookbooks.find((candidate) => candidate._id === ref._ref)!;
      shown.push({ name: `lookbook ${lookbook.title}`, spec: specOf(lookbook.hero) });
    }
  }
}

/** A thumbnail the way a visitor's eye compares two pictures: small, grey, the whole frame. */
async function thumb(spec: EditorialPhotoSpec): Promise<Uint8Array> {
  const small = { ...spec, width: Math.round(spec.width / 8), height: Math.round(spec.height / 8) };
  return new Uint8Array(
    await sharp(await renderEditorialPhoto(small))
      .resize(48, 30, { fit: 'fill' })
      .greyscale()
      .raw()
      .toBuffer(),
  );
}

describe('home imagery', () => {
  it('shows the hero, the module images and the lookbook covers', () => {
    expect(shown.length).toBeGreaterThanOrEqual(6);
  });

  it('never shows the same picture twice', async () => {
    const thumbs = await Promise.all(shown.map((image) => thumb(image.spec)));
    const alike: string[] = [];
    for (let i = 0; i < shown.length; i++) {
      for (let j = i + 1; j < shown.length; j++) {
        let sum = 0;
        for (let k = 0; k < thumbs[i].length; k++) sum += Math.abs(thumbs[i][k] - thumbs[j][k]);
        const diff = sum / thumbs[i].length;
        if (diff < MIN_DIFFERENCE)
          alike.push(`${shown[i].name} (${shown[i].spec.scene}) / ${shown[j].name} (${shown[j].spec.scene}): ${diff.toFixed(1)}`);
      }
    }
    expect(alike).toEqual([]);
  }, 60_000);
});
