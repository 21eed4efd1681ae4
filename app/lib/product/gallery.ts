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
export function samePicture(a: Picture, b: Picture): boolean {
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

