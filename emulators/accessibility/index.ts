// A hosted accessibility widget's script (GET /accessibility-widget.js), so the accessibility
// popup's button opens a working widget on a machine with no internet. scripts/local-env.ts points
// PUBLIC_ACCESSIBILITY_WIDGET_URL here when no real widget is configured.
import { readFileSync } from 'node:fs';
import type { Handler } from '../http.ts';

export const ACCESSIBILITY_WIDGET_PATH = '/accessibility-widget.js';

export function createAccessibilityWidgetEmulator(): Handler {
  const script = readFileSync(new URL('./widget.js', import.meta.url), 'utf8');
  return async (request) => {
    if (new URL(request.url).pathname !== ACCESSIBILITY_WIDGET_PATH) return null;
    if (request.method !== 'GET' && request.method !== 'HEAD') return new Response(null, { status: 405, headers: { allow: 'GET, HEAD' } });
    return new Response(request.method === 'HEAD' ? null : script, {
      headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=300' },
    });
  };
}
