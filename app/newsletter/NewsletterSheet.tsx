import { useCallback } from 'react';
import type { ShellNewsletterSignup } from '~/core/settings/shell-data';
import { Panel } from '~/core/ui/Panel';
import { SheetStyles } from '~/core/ui/SheetStyles';
import { usePanels } from '~/core/ui/panels';
import { NewsletterForm } from '~/newsletter/NewsletterForm';

/** The popup's sheet: NewsletterPopup loads it when it first offers the sign-up. */
export function NewsletterSheet({ signup }: { signup: ShellNewsletterSignup }) {
  const { close } = usePanels();
  const onDone = useCallback(() => close('newsletter'), [close]);
  return (
    <>
      <SheetStyles />
      <Panel name="newsletter" title={signup.title} placement="center" className="newsletter-popup" hideTitle initialFocus="title">
        <NewsletterForm variant="popup" signup={signup} onDone={onDone} />
      </Panel>
    </>
  );
}
