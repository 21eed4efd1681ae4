import type { SettingsQueryResult } from '~/core/sanity/model';
import { DeferredRichText as RichText } from '~/core/sanity/DeferredRichText';
import { guidesForProduct } from '~/product/size-guide';
import { SIZE_GUIDE_ANCHOR } from '~/core/constants';
import { productMessages } from '~/product/texts';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

export type SizeGuideSettings = NonNullable<SettingsQueryResult['sizeGuide']>;

/** The guide's text and tables for one kind of product (the settings' size guide documents). */
export function SizeGuideContent({
  sizeGuide,
  productType,
  headingLevel = 3,
}: {
  sizeGuide: SizeGuideSettings;
  productType: string | null;
  headingLevel?: 2 | 3;
}) {
  const guides = guidesForProduct(sizeGuide.guides, productType);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="size-guide">
      <RichText value={sizeGuide.body} className="size-guide__intro" />
      {guides.map((guide) => (
        // Not a landmark of its own: the scrolling table below is the guide's one named region.
        <section key={guide._id} className="size-guide__guide">
          <Heading className="size-guide__title">{guide.title}</Heading>
          <RichText value={guide.intro} />
          <div className="size-guide__table-wrap" role="region" aria-label={guide.title} tabIndex={0}>
            <table className="size-guide__table">
              <thead>
                <tr>
                  {guide.columns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {guide.rows.map((row) => (
                  <tr key={row._key}>
                    {row.cells.map((cell, index) =>
                      index === 0 ? (
                        <th key={index} scope="row">
                          {cell}
                        </th>
                      ) : (
                        <td key={index}>{cell}</td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <RichText value={guide.notes} className="size-guide__notes" />
        </section>
      ))}
    </div>
  );
}

/**
 * The in-page guide for shoppers without JavaScript. Inside <noscript> it costs nothing once
 * scripts run: the panel shows the same content then. Only the server's copy is ever read, so the
 * product page renders it on the server alone (its route says how), and the browser's first load
 * does not carry the guide's code.
 */
export function SizeGuideSection({ sizeGuide, productType }: { sizeGuide: SizeGuideSettings; productType: string | null }) {
  const productText = messagesIn(useLocale(), productMessages);
  return (
    <noscript>
      <section id={SIZE_GUIDE_ANCHOR} className="size-guide-section" aria-labelledby={`${SIZE_GUIDE_ANCHOR}-title`}>
        <h2 id={`${SIZE_GUIDE_ANCHOR}-title`}>{sizeGuide.title || productText.sizeGuide}</h2>
        <SizeGuideContent sizeGuide={sizeGuide} productType={productType} />
      </section>
    </noscript>
  );
}
