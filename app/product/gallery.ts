// The gallery follows the selected variant: its picture leads, the others keep the shop's order.

interface Picture {
  id?: string | null;
  url: string;
}

interface MediaLike {
  __typename: string;
  image?: Picture | null;
  previewImage?: Picture | null;
}

/** Same picture: the same image id, or the same file whatever the resizing parameters. */
function samePicture(a: Picture, b: Picture): boolean {
  return Boolean(a.id && a.id === b.id) || a.url.split('?')[0] === b.url.split('?')[0];
}

export function orderMediaForVariant<M extends MediaLike>(media: M[], variantImage: Picture | null | undefined): M[] {
  if (!variantImage) return media;
  const index = media.findIndex((item) => {
    const picture = item.__typename === 'MediaImage' ? item.image : item.previewImage;
    return picture ? samePicture(picture, variantImage) : false;
  });
  if (index <= 0) return media;
  return [media[index], ...media.slice(0, index), ...media.slice(index + 1)];
}

function mentions(text: string, colour: string): boolean {
  const escaped = colour.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return escaped !== '' && new RegExp(`(^|[^\\p{L}])${escaped}($|[^\\p{L}])`, 'iu').test(text);
}

/**
 * With one colour chosen, the gallery shows that colourway: a picture whose description names
 * another of the product's colours ("Arco Tote in Cognac, front view") steps aside; pictures naming
 * the chosen colour, or none, stay. A description names the longest colour it mentions ("Verde
 * Bosco", not "Verde"). If that would leave nothing, every picture stays.
 */
export function mediaForColour<M extends MediaLike & { alt?: string | null }>(
  media: M[],
  selected: string | null | undefined,
  colours: readonly string[],
): M[] {
  if (!selected || colours.length < 2) return media;
  const longestFirst = [...colours].sort((a, b) => b.length - a.length);
  const kept = media.filter((item) => {
    const named = longestFirst.find((colour) => mentions(item.alt ?? '', colour));
    return !named || named.toLowerCase() === selected.toLowerCase();
  });
  return kept.length ? kept : media;
}
