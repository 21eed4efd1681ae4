import type { ReactNode } from 'react';
import { Form, NavLink } from 'react-router';
import { AccountNote } from '~/core/settings/SettingsNotes';
import { accountMessages } from '~/accounts/texts/account';
import { messages } from '~/core/texts/spec';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

const SECTIONS = [
  { to: '/account', label: 'overview', end: true },
  { to: '/account/orders', label: 'orders', end: false },
  { to: '/account/addresses', label: 'addresses', end: false },
  { to: '/account/edit', label: 'profile', end: true },
] as const;

/** The signed-in pages' frame: heading, section navigation and the sign-out button. */
export function AccountFrame({
  eyebrow,
  title,
  children,
  notice,
}: {
  eyebrow?: string;
  title: string;
  children: ReactNode;
  notice?: string | null;
}) {
  const locale = useLocale();
  const specText = messagesIn(locale, messages);
  const accountText = messagesIn(locale, accountMessages);
  return (
    <div className="account-frame">
      <header className="account-frame__header">
        <p className="eyebrow">{eyebrow ?? accountText.yourAccount}</p>
        <h1>{title}</h1>
      </header>
      <div className="account-frame__body">
        <nav className="account-nav" aria-label={specText.account}>
          <ul>
            {SECTIONS.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} end={section.end} prefetch="intent">
                  {accountText.sections[section.label]}
                </NavLink>
              </li>
            ))}
          </ul>
          <Form method="post" action="/account/logout" className="account-nav__logout">
            <button type="submit" className="text-button">
              {accountText.signOut}
            </button>
          </Form>
        </nav>
        <div className="account-frame__content">
          {notice ? (
            <p className="form-feedback form-feedback--success" role="status">
              {notice}
            </p>
          ) : null}
          {children}
          <AccountNote />
        </div>
      </div>
    </div>
  );
}
