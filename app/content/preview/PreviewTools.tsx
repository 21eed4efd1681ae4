import { Sanity } from 'hydrogen-sanity';
import { VisualEditing } from 'hydrogen-sanity/visual-editing';

/**
 * What only an editor in draft preview needs: Sanity's click-to-edit overlays and the provider
 * value they read. Loaded lazily from the root, so shoppers never download the Sanity client.
 */
export default function PreviewTools({ nonce, studioUrl }: { nonce?: string; studioUrl?: string }) {
  return (
    <>
      <VisualEditing action="/api/preview" studioUrl={studioUrl} />
      <Sanity nonce={nonce} />
    </>
  );
}
