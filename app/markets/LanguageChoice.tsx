import { marketMessages } from '~/markets/texts';
import type { CountryCode, LanguageCode } from '@shopify/hydrogen/storefront-api-types';
import type { ShellLanguage } from '~/core/settings/shell-data';
import { marketPrefix, withPrefix } from '~/core/locale/market';
import { useLocale } from '~/core/locale/use-locale';
import { messagesIn } from '~/core/texts/language';

/**
 * The same page in another language the current country is sold in (/en-it/… beside /it-it/…).
 * Plain links: each market is its own address and its own router, so the move is a document load,
 * with or without JavaScript. Nothing is shown where the country has one language.
 */
export function LanguageChoice({ country, languages, path }: { country: string; languages: ShellLanguage[]; path: string }) {
  const locale = useLocale();
  const marketText = messagesIn(locale, marketMessages);
  const current = locale.language;
  if (languages.length < 2) return null;
  return (
    <nav className="language-choice" aria-label={marketText.language}>
      <p className="language-choice__label">{marketText.language}</p>
      <ul className="language-choice__list">
        {languages.map(({ isoCode, endonymName }) => {
          const market = { country: country as CountryCode, language: isoCode as LanguageCode };
          return (
            <li key={isoCode}>
              <a
                href={withPrefix(marketPrefix(market), path)}
                lang={isoCode.toLowerCase()}
                hrefLang={`${isoCode.toLowerCase()}-${country}`}
                aria-current={isoCode === current ? 'true' : undefined}
                className="language-choice__option"
              >
                {endonymName}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
