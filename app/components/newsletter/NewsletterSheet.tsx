import { useCallback } from 'react';
import type { ShellNewsletterSignup } from '~/lib/shell/shell-data';
import { Panel } from '~/components/panels/Panel';
import { SheetStyles } from '~/components/panels/SheetStyles';
import { usePanels } from '~/components/panels/panels';
import { NewsletterForm } from '~/components/newsletter/NewsletterForm';

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
