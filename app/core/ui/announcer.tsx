import { useEffect, useState } from 'react';

const EVENT = 'bottega:announce';

/**
 * Says `message` to screen readers through the page's one polite live region (the Announcer in the
 * shell): what a shopper's action changed away from where they are (the bag took a piece, the filters
 * found 12 pieces). Without JavaScript the next page says it instead.
 */
export function announce(message: string): void {
  if (message) window.dispatchEvent(new CustomEvent<string>(EVENT, { detail: message }));
}

/**
 * The live region, present from the first paint (a region added together with its text is often
 * not read). The same message twice is read twice: the text is cleared first, then set a frame later.
 */
export function Announcer() {
  const [message, setMessage] = useState('');
  useEffect(() => {
    let frame = 0;
    const onAnnounce = (event: Event) => {
      setMessage('');
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setMessage((event as CustomEvent<string>).detail));
    };
    window.addEventListener(EVENT, onAnnounce);
    return () => {
      window.removeEventListener(EVENT, onAnnounce);
      cancelAnimationFrame(frame);
    };
  }, []);
  return (
    // No role=status: the page's own status messages keep that role to themselves.
    <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-announcer="">
      {message}
    </div>
  );
}
