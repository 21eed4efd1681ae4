import { Link } from 'react-router';
import type { LookbookCardResult } from '~/content/model';
import { SanityImage } from '~/components/content/SanityImage';

export function LookbookCard({ lookbook, sizes, loading }: { lookbook: LookbookCardResult; sizes: string; loading?: 'eager' | 'lazy' }) {
  return (
    <article className="lookbook-card">
      <Link to={`/lookbooks/${lookbook.slug}`} prefetch="intent" className="lookbook-card__link">
        <div className="lookbook-card__media">
          <SanityImage image={lookbook.hero} aspectRatio={4 / 5} sizes={sizes} loading={loading} />
        </div>
        {lookbook.season ? <p className="eyebrow lookbook-card__season">{lookbook.season}</p> : null}
        <h3 className="lookbook-card__title">{lookbook.title}</h3>
      </Link>
    </article>
  );
}
