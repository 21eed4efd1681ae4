// The accessibility statement (/accessibility): the editor's document in the market's language, else
// the English one; when the content service has none, has one that lacks a part, or cannot be
// reached, the statement the shop carries itself (texts.ts) in the page's language. Never an error:
// the law asks for the statement to be there.
import type { AppLoadContext } from 'react-router';
import { STATEMENT_QUERY } from '~/core/sanity/queries';
import type { PortableTextResult, StatementQueryResult, StatementSectionResult } from '~/core/sanity/model';
import { fetchContent, withoutContent } from '~/content/documents.server';
import { statementMessages } from '~/content/statement/texts';
import { builtInBody } from '~/content/statement/built-in';
import { contentLanguage } from '~/core/sanity/content-language';
import { messagesIn } from '~/core/texts/language';
import { siteUrl } from '~/core/request/site-origin.server';

/** The parts a statement must have, in the order it gives them. */
const PARTS = ['status', 'limitations', 'feedback', 'enforcement', 'assessment'] as const;
type Part = (typeof PARTS)[number];

/** When the built-in statement was written, and last checked against the shop. */
const BUILT_IN_PREPARED_ON = '2026-11-29';
const BUILT_IN_REVIEWED_ON = '2026-11-29';

type Complete = StatementQueryResult & { title: string; preparedOn: string; reviewedOn: string } & Record<Part, StatementSectionResult>;

/** A statement missing a part or its dates is not used at all: half of one, topped up, could contradict itself. */
function isComplete(stored: StatementQueryResult | null): stored is Complete {
  return Boolean(
    stored?.title && stored.preparedOn && stored.reviewedOn && PARTS.every((part) => stored[part]?.heading && stored[part].body.length),
  );
}

export async function loadStatement(context: Pick<AppLoadContext, 'sanity' | 'withCache' | 'locale' | 'config'>, request: Request) {
  const stored = await fetchContent<StatementQueryResult>(context, STATEMENT_QUERY).catch(withoutContent);
  const text = messagesIn(context.locale, statementMessages);
  const own = isComplete(stored) ? stored : null;
  if (stored && !own) console.error('The accessibility statement in the content service lacks a part; the built-in one serves.');
  const statement = own
    ? {
        language: own.language,
        title: own.title,
        intro: own.intro,
        sections: PARTS.map((part) => ({ part, heading: own[part].heading!, body: own[part].body })),
        preparedOn: own.preparedOn,
        reviewedOn: own.reviewedOn,
      }
    : {
        // A market whose language the shop has no words in reads the English (messagesIn's own fallback).
        language: text === statementMessages ? 'en' : contentLanguage(context.locale),
        title: text.title,
        intro: text.intro,
        sections: PARTS.map((part): { part: Part; heading: string; body: PortableTextResult } => ({
          part,
          heading: text[part].heading,
          body: builtInBody(text[part]),
        })),
        preparedOn: BUILT_IN_PREPARED_ON,
        reviewedOn: BUILT_IN_REVIEWED_ON,
      };
  const canonicalUrl = siteUrl(context.config, request, '/accessibility');
  return {
    statement,
    // The market's twins of this page are named from it (MarketAlternates), as every page's are.
    canonicalUrl,
    // The words around the dates are the page's, whichever statement serves.
    dates: text.dates,
    seo: {
      title: own?.seo?.title || statement.title,
      description: own ? own.seo?.description || own.intro : text.description,
      url: canonicalUrl,
    },
  };
}
