import type { HomeQueryResult } from '~/core/sanity/model';
import { SanityImage } from '~/content/SanityImage';
import { HERO_COVER_HEIGHT } from '~/core/sanity/image-shapes';
import { ContentLink } from '~/core/sanity/ContentLink';

/** The home page's opening: a full-bleed photograph with the season's words laid over it. */
/** `lang`: the home document's language where it differs from the page's (partLanguage). */
export function Hero({ hero, lang }: { hero: HomeQueryResult['hero']; lang?: string }) {
  return (
    <section className="hero" aria-labelledby="hero-title" lang={lang}>
      <div className="hero__media">
        <SanityImage
          image={hero.image}
          sizes="100vw"
          coverHeight={HERO_COVER_HEIGHT}
          narrowShape="phoneHero"
          loading="eager"
          className="hero__image"
        />
      </div>
      <div className="hero__text">
        {hero.eyebrow ? <p className="eyebrow hero__eyebrow">{hero.eyebrow}</p> : null}
        <h1 id="hero-title" className="hero__title">
          {hero.title}
        </h1>
        {hero.subtitle ? <p className="hero__subtitle">{hero.subtitle}</p> : null}
        {hero.link?.title ? (
          <ContentLink link={hero.link} className="button button--light">
            {hero.link.title}
          </ContentLink>
        ) : null}
      </div>
    </section>
  );
}
