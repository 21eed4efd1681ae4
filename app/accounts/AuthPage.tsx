import type { ReactNode } from 'react';
import { AccountNote } from '~/core/settings/SettingsNotes';
import { messages } from '~/core/texts/spec';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

/** The sign-in pages' frame: a quiet centred column under a serif title, then what an account offers. */
export function AuthPage({ eyebrow, title, intro, children }: { eyebrow?: string; title: string; intro?: ReactNode; children: ReactNode }) {
  const specText = messagesIn(useLocale(), messages);
  return (
    <section className="auth-page" aria-labelledby="auth-title">
      <header className="auth-page__header">
        <p className="eyebrow">{eyebrow ?? specText.account}</p>
        <h1 id="auth-title">{title}</h1>
        {intro ? <p className="auth-page__intro">{intro}</p> : null}
      </header>
      {children}
      <AccountNote />
    </section>
  );
}
