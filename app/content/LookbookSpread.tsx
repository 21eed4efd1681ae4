import { cardMessages } from '~/core/catalogue/texts';
import { Link } from 'react-router';
import type { HotspotProduct } from '~/content/hotspot-product';
import type { LookbookQueryResult } from '~/core/sanity/model';
import { SanityImage } from '~/content/SanityImage';
import { formatMoney } from '~/core/locale/money';
import { useLanguageTag, useLocale } from '~/core/locale/use-locale';
import { messagesIn } from '~/core/texts/language';

type Spread = LookbookQueryResult['spreads'][number];
type SpreadImage = Spread['images'][number];

const SIZES: Record<Spread['layout'], string> = {
  full: '100vw',
  pair: '(min-width: 768px) 50vw, 100vw',
  offset: '(min-width: 768px) 60vw, 100vw',
};

/**
 * One spread of a lookbook: its photographs with a marker on each product shown, every marker a
 * link (focusable, named after the product) to the product page.
 */
export function LookbookSpread({
  spread,
  products,
  index,
  lang,
}: {
  spread: Spread;
  products: Record<string, HotspotProduct>;
  index: number;
  /** The lookbook's language where it differs from the page's (partLanguage). */
  lang?: string;
}) {
  const cardText = messagesIn(useLocale(), cardMessages);
  return (
    <section className={`spread spread--${spread.layout}`} aria-label={cardText.spread(index + 1)}>
      <div className="spread__images">
        {spread.images.map((image) => (
          <LookbookImage key={image._key} image={image} products={products} sizes={SIZES[spread.layout]} lang={lang} />
        ))}
      </div>
      {spread.text ? (
        <p className="spread__text" lang={lang}>
          {spread.text}
        </p>
      ) : null}
    </section>
  );
}

function LookbookImage({
  image,
  products,
  sizes,
  lang,
}: {
  image: SpreadImage;
  products: Record<string, HotspotProduct>;
  sizes: string;
  /** The lookbook's language where it differs from the page's, for its captions. */
  lang?: string;
}) {
  const languageTag = useLanguageTag();
  // Hotspots on products the shop no longer sells are left out.
  const hotspots = image.hotspots.filter((hotspot) => products[hotspot.productHandle]);
  return (
    <figure className="spread__figure">
      <div className="spread__frame">
        {/* Below the hero on every screen: fetched after it, never competing with it. */}
        <SanityImage image={image.image} shape="portrait" sizes={sizes} />
        {hotspots.map((hotspot) => {
          const product = products[hotspot.productHandle];
          const price = formatMoney(product.price, languageTag);
          return (
            <Link
              key={hotspot._key}
              to={`/products/${product.handle}`}
              prefetch="intent"
              // Markers on the right half open their label to the left, inside the picture.
              className={hotspot.x > 55 ? 'hotspot hotspot--flip' : 'hotspot'}
              style={{ left: `${clampPercent(hotspot.x)}%`, top: `${clampPercent(hotspot.y)}%` }}
            >
              <span className="hotspot__dot" aria-hidden="true" />
              <span className="hotspot__label">
                <span className="hotspot__title">{product.title}</span> <span className="hotspot__price">{price}</span>
              </span>
            </Link>
          );
        })}
      </div>
      {image.caption || hotspots.length ? (
        <figcaption className="spread__caption">
          {image.caption ? <span lang={lang}>{image.caption}</span> : null}
          {hotspots.length ? (
            <ul className="shop-the-look">
              {hotspots.map((hotspot) => {
                const product = products[hotspot.productHandle];
                return (
                  <li key={hotspot._key}>
                    <Link to={`/products/${product.handle}`} prefetch="intent" tabIndex={-1}>
                      {product.title}
                    </Link>{' '}
                    <span className="shop-the-look__price">{formatMoney(product.price, languageTag)}</span>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </figcaption>
      ) : null}
    </figure>
  );
}

/** Markers stay on the picture even when an editor's value is off the edge. */
function clampPercent(value: number): number {
  return Number.isFinite(value) ? Math.min(96, Math.max(4, value)) : 50;
}
