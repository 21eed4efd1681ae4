import { Link } from 'react-router';
import type { LookbookCardResult } from '~/core/sanity/model';
import { SanityImage } from '~/content/SanityImage';
import { partLanguage } from '~/core/sanity/content-language';
import { useLocale } from '~/core/locale/use-locale';

/** `heading` follows the page's outline: h2 straight under the index's h1, h3 inside a titled module. */
export function LookbookCard({
  lookbook,
  sizes,
  loading,
  heading: Heading = 'h3',
}: {
  lookbook: LookbookCardResult;
  sizes: string;
  loading?: 'eager' | 'lazy';
  heading?: 'h2' | 'h3';
}) {
  const locale = useLocale();
  return (
    <article className="lookbook-card" lang={partLanguage(lookbook.language, locale)}>
      <Link to={`/lookbooks/${lookbook.slug}`} prefetch="intent" className="lookbook-card__link">
        <div className="lookbook-card__media">
          <SanityImage image={lookbook.hero} shape="portrait" sizes={sizes} loading={loading} />
        </div>
        {lookbook.season ? <p className="eyebrow lookbook-card__season">{lookbook.season}</p> : null}
        <Heading className="lookbook-card__title">{lookbook.title}</Heading>
      </Link>
    </article>
  );
}
