import type { ReactNode } from 'react';
import { messages } from '~/core/texts/spec';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

/** The form's button; while the request is out it reads 'Working...' (spec section 4) and waits. */
export function SubmitButton({
  busy,
  children,
  className = 'button',
  name,
  value,
}: {
  busy: boolean;
  children: ReactNode;
  className?: string;
  name?: string;
  value?: string;
}) {
  const specText = messagesIn(useLocale(), messages);
  return (
    <button type="submit" className={className} disabled={busy} aria-busy={busy || undefined} name={name} value={value}>
      {busy ? specText.working : children}
    </button>
  );
}
