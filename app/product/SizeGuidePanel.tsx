import { useRouteLoaderData } from 'react-router';
import { Panel } from '~/core/ui/Panel';
import { SizeGuideContent, type SizeGuideSettings } from '~/product/SizeGuide';
import { productMessages } from '~/product/texts';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

/** The panel, loaded when it first opens; it shows the guide the product page on screen carries. */
export function SizeGuidePanel() {
  const productText = messagesIn(useLocale(), productMessages);
  const page = useRouteLoaderData<{ sizeGuide?: SizeGuideSettings | null; product?: { productType?: string | null } }>(
    'routes/products.$handle',
  );
  const sizeGuide = page?.sizeGuide;
  if (!sizeGuide) return null;
  return (
    <Panel name="size-guide" title={sizeGuide.title || productText.sizeGuide} placement="right" className="size-guide-panel">
      <SizeGuideContent sizeGuide={sizeGuide} productType={page.product?.productType ?? null} />
    </Panel>
  );
}
