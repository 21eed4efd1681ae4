import { PanelLink } from '~/core/ui/PanelLink';
import { SIZE_GUIDE_ANCHOR } from '~/core/constants';
import { productMessages } from '~/product/texts';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

/** Opens the size guide panel with JavaScript; without it, jumps to the guide on the page. */
export function SizeGuideLink() {
  const productText = messagesIn(useLocale(), productMessages);
  return (
    <PanelLink panel="size-guide" href={`#${SIZE_GUIDE_ANCHOR}`} className="size-guide-link">
      {productText.sizeGuide}
    </PanelLink>
  );
}
