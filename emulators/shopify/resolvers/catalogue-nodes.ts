// Node loaders for the catalogue's types, so `node(id:)` finds anything a catalogue query returned.
import type { NodeLoader } from './registry.ts';
import { gid } from '../ids.ts';
import { mediaImage } from './catalogue.ts';

const numeric = (id: string) => (/^\d{1,15}$/.test(id) ? Number(id) : -1);

export const catalogueNodeLoaders: Record<string, NodeLoader> = {
  Product: (id, context) => context.services.catalogue().productsById.get(numeric(id.id)) ?? null,
  ProductVariant: (id, context) => context.services.catalogue().variantsById.get(numeric(id.id)) ?? null,
  Collection: (id, context) => context.services.catalogue().collectionsById.get(numeric(id.id)) ?? null,
  ProductOption: (id, context) => context.services.catalogue().optionsById.get(numeric(id.id)) ?? null,
  ProductOptionValue: (id, context) => context.services.catalogue().optionValuesById.get(numeric(id.id)) ?? null,
  Metafield: (id, context) => context.services.catalogue().metafieldsById.get(numeric(id.id)) ?? null,
  MediaImage: (id, context) => {
    const image = context.services.catalogue().imagesById.get(numeric(id.id));
    return image ? mediaImage(image) : null;
  },
  Shop: (id) => (id.id === '1' ? { __typename: 'Shop', id: gid('Shop', 1) } : null),
};
