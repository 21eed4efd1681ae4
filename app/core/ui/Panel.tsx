import { commonMessages } from '~/core/texts/common';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { lastFocusedOnPage, usePanel, type PanelName } from '~/core/ui/panels';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

interface PanelProps {
  name: PanelName;
  title: string;
  /** Where the sheet sits: a drawer from the right or left, or a centred modal. */
  placement?: 'right' | 'left' | 'center' | 'top';
  children: ReactNode;
  className?: string;
  /** Hide the visible heading (it still labels the dialog for assistive technology). */
  hideTitle?: boolean;
  /**
   * Where focus lands on opening: the first control (the browser's choice), or the heading, for a
   * panel that opens by itself (the newsletter), where a ring on its close button would greet a
   * shopper who has not touched the keyboard.
   */
  initialFocus?: 'first' | 'title';
  /** A control before the title (the bag's Menu button on phones, where the sheet covers the header's). */
  headerStart?: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => element.getClientRects().length > 0);
}

/**
 * A modal sheet on the native <dialog>: showModal() makes the rest of the page inert (focus stays
 * inside), Escape closes it, and focus returns to whatever opened it. A page carries no dialog
 * until its panel first opens (without JavaScript none ever does: their triggers are links).
 */
export function Panel({
  name,
  title,
  placement = 'right',
  children,
  className,
  hideTitle,
  initialFocus = 'first',
  headerStart,
}: PanelProps) {
  const commonText = messagesIn(useLocale(), commonMessages);
  const { isOpen, close } = usePanel(name);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Mounted on the first opening and kept, so closing can hand focus back (state adjusted while rendering).
  const [mounted, setMounted] = useState(isOpen);
  if (isOpen && !mounted) setMounted(true);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (isOpen && !element.open) {
      // A button that disables itself while it works (Add to bag) has already dropped focus to the
      // body by the time its panel opens: give focus back to that button, not to the page.
      opener.current = document.activeElement && document.activeElement !== document.body ? document.activeElement : lastFocusedOnPage();
      element.showModal();
      if (initialFocus === 'title') heading.current?.focus();
    } else if (!isOpen && element.open) {
      element.close();
    }
  }, [isOpen, initialFocus]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const onClose = () => {
      close();
      if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
    };
    // Escape: the browser closes the dialog; keep our state in step.
    element.addEventListener('close', onClose);
    return () => element.removeEventListener('close', onClose);
  }, [close, mounted]);

  if (!mounted) return null;
  return (
    // The modal dialog keeps Tab inside itself (a focus trap), listening for its descendants' keys.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className={`panel panel--${placement}${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        // showModal() keeps focus off the page, but Tab past the last control would leave for the
        // browser's own UI: wrap it around inside the sheet instead.
        if (event.key !== 'Tab') return;
        const focusable = focusableIn(event.currentTarget);
        if (focusable.length === 0) return;
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside the sheet) closes it.
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className="panel__sheet">
        <header className="panel__header">
          {headerStart}
          <h2
            id={titleId}
            ref={heading}
            tabIndex={initialFocus === 'title' ? -1 : undefined}
            className={hideTitle ? 'visually-hidden' : 'panel__title'}
          >
            {title}
          </h2>
          <button type="button" className="panel__close" onClick={close} aria-label={commonText.closePanel(title)}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        {/* Closed, a panel renders no body. */}
        <div className="panel__body">{isOpen ? children : null}</div>
      </div>
    </dialog>
  );
}
