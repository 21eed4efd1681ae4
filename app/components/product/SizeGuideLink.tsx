import { PanelLink } from '~/components/panels/PanelLink';
import { SIZE_GUIDE_ANCHOR } from '~/lib/constants';
import { productMessages } from '~/lib/messages/product';
import { useMessages } from '~/lib/messages/use-messages';

/** Opens the size guide panel with JavaScript; without it, jumps to the guide on the page. */
export function SizeGuideLink() {
  const productText = useMessages(productMessages);
  return (
    <PanelLink panel="size-guide" href={`#${SIZE_GUIDE_ANCHOR}`} className="size-guide-link">
      {productText.sizeGuide}
    </PanelLink>
  );
}
