import { useEffect } from 'react';
import { THIRD_PARTY_ANALYTICS_DELAY_MS } from '~/core/constants';

/**
 * Third-party analytics load 4 seconds after the page (spec section 9), only when a deployment
 * configures one and only once the shopper has accepted its purpose: nothing competes with the
 * shopper's first interaction, and nothing runs that they refused.
 */
export function DelayedScript({ src, purpose }: { src: string | null; purpose: 'analytics' | 'marketing' }) {
  useEffect(() => {
    if (!src) return;
    const timer = setTimeout(() => {
      if (document.querySelector(`script[data-delayed-script="${purpose}"]`)) return;
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.dataset.delayedScript = purpose;
      document.head.append(script);
    }, THIRD_PARTY_ANALYTICS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [src, purpose]);
  return null;
}
