import { Scripts, type ScriptsProps } from 'react-router';
import { scriptsAfterPaint } from '~/lib/shell/scripts-after-paint';
import { EARLY_PRESS_HOLD_MS } from '~/lib/constants';

/**
 * React Router's <Scripts>, fetched once the first screen is painted (scripts-after-paint.ts). It is
 * called as a function, its hooks becoming this component's, so that its elements can be rearranged;
 * should React Router ever write them differently, they are rendered as they are.
 */
export function ScriptsAfterPaint(props: ScriptsProps) {
  const scripts = Scripts(props);
  return scriptsAfterPaint(scripts, EARLY_PRESS_HOLD_MS) ?? scripts;
}
