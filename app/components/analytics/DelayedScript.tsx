import { useEffect } from 'react';
import { THIRD_PARTY_ANALYTICS_DELAY_MS } from '~/lib/constants';

/**
 * Third-party analytics load 4 seconds after the page (spec section 9), and only when a deployment
 * configures one: nothing competes with the shopper's first interaction.
 */
export function DelayedScript({ src }: { src: string | null }) {
  useEffect(() => {
    if (!src) return;
    const timer = setTimeout(() => {
      if (document.querySelector(`script[data-delayed-analytics]`)) return;
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.dataset.delayedAnalytics = 'true';
      document.head.append(script);
    }, THIRD_PARTY_ANALYTICS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [src]);
  return null;
}
