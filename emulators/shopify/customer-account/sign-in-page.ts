// Shopify's hosted sign-in, as the shopper sees it: an email, then the six-digit code mailed to it.
// Plain HTML forms, so it works without JavaScript.
import { escapeHtml } from '../mail/html.ts';
import { SHOP_NAME } from '../mail/templates.ts';

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f6f3ee;color:#2b2620;display:grid;place-items:center;min-height:100vh}
main{background:#fff;padding:40px;max-width:400px;width:calc(100% - 32px);box-sizing:border-box}h1{font-weight:500;font-size:24px;margin:0 0 8px}
.brand{letter-spacing:.2em;text-transform:uppercase;font-size:14px;margin-bottom:24px}label{display:block;margin:16px 0 6px}
input{width:100%;box-sizing:border-box;padding:12px;font:inherit;border:1px solid #c9c0b4}button{margin-top:20px;width:100%;padding:14px;background:#2b2620;color:#fff;border:0;font:inherit;cursor:pointer}
.error{color:#9b1c1c}.muted{color:#7a7166;font-size:14px}`;

function page(title: string, body: string, status = 200): Response {
  return new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,"><title>${escapeHtml(title)} · ${SHOP_NAME}</title><style>${STYLE}</style></head><body><main><p class="brand">${SHOP_NAME}</p>${body}</main></body></html>`,
    { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'x-frame-options': 'DENY' } },
  );
}

function error(message: string | undefined): string {
  return message ? `<p class="error" role="alert">${escapeHtml(message)}</p>` : '';
}

export function emailPage(action: string, flowId: string, options: { email?: string; error?: string } = {}, status = 200): Response {
  return page(
    'Sign in',
    `<h1>Sign in</h1><p class="muted">Enter your email and we will send you a code. New here? The same code creates your account.</p>${error(options.error)}
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="flow" value="${escapeHtml(flowId)}">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(options.email ?? '')}">
<button type="submit">Continue</button></form>`,
    status,
  );
}

export function codePage(action: string, flowId: string, email: string, options: { error?: string } = {}, status = 200): Response {
  return page(
    'Enter code',
    `<h1>Enter code</h1><p class="muted">Sent to ${escapeHtml(email)}</p>${error(options.error)}
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="flow" value="${escapeHtml(flowId)}">
<label for="code">6-digit code</label><input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required>
<button type="submit">Submit</button></form>`,
    status,
  );
}

/** A request the emulator will not act on (unknown client, unregistered redirect): never redirected anywhere. */
export function errorPage(message: string, status = 400): Response {
  return page('Something went wrong', `<h1>Something went wrong</h1>${error(message)}`, status);
}

export function signedOutPage(): Response {
  return page('Signed out', '<h1>You are signed out</h1>');
}
