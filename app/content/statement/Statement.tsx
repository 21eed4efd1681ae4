import type { PortableTextResult } from '~/core/sanity/model';
import { RichText } from '~/core/sanity/RichText';
import { partLanguage } from '~/core/sanity/content-language';
import { formatDate } from '~/core/locale/dates';
import { useLocale } from '~/core/locale/use-locale';

interface StatementProps {
  statement: {
    language: string;
    title: string;
    intro: string | null;
    sections: Array<{ part: string; heading: string; body: PortableTextResult }>;
    preparedOn: string;
    reviewedOn: string;
  };
  dates: { heading: string; prepared: string; reviewed: string };
}

/** The accessibility statement: each part under its own heading, then its dates in the page's language. */
export function Statement({ statement, dates }: StatementProps) {
  const locale = useLocale();
  // The statement's words carry its language (an English one under /it-it/); the dates' are the page's.
  const lang = partLanguage(statement.language, locale);
  const date = (iso: string) => <time dateTime={iso}>{formatDate(iso, locale) || iso}</time>;
  return (
    <article className="content-page statement">
      <header className="content-page__header" lang={lang}>
        <h1>{statement.title}</h1>
        {statement.intro ? <p className="content-page__intro">{statement.intro}</p> : null}
      </header>
      <div className="content-page__body">
        {statement.sections.map(({ part, heading, body }) => (
          <section key={part} aria-labelledby={`statement-${part}`} lang={lang}>
            <h2 id={`statement-${part}`} className="rich-text__h2">
              {heading}
            </h2>
            <RichText value={body} />
          </section>
        ))}
        <section aria-labelledby="statement-dates" className="rich-text">
          <h2 id="statement-dates" className="rich-text__h2">
            {dates.heading}
          </h2>
          <p>
            {dates.prepared} {date(statement.preparedOn)}. {dates.reviewed} {date(statement.reviewedOn)}.
          </p>
        </section>
      </div>
    </article>
  );
}
