// The outbox over HTTP: GET /outbox (an HTML list), /outbox/{id} (one message, HTML and text),
// /outbox.json (newest first, filter with ?to=) and /outbox/{id}.json, for people and for tests.
import { json } from '../../http.ts';
import type { ShopDatabase } from '../db.ts';
import { escapeHtml } from './html.ts';
import { listMail, mailById } from './outbox.ts';
import type { StoredMail } from './outbox.ts';

function present(mail: StoredMail) {
  return {
    id: mail.id,
    kind: mail.kind,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    links: mail.links,
    createdAt: mail.createdAt,
  };
}

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0;background:#faf8f5;color:#2b2620}main{max-width:880px;margin:0 auto;padding:32px 20px}
h1{font-weight:500;letter-spacing:.04em}table{width:100%;border-collapse:collapse;background:#fff}td,th{padding:10px 12px;border-bottom:1px solid #eee5da;text-align:left}
a{color:#7a4b24}iframe{width:100%;height:560px;border:1px solid #eee5da;background:#fff}pre{white-space:pre-wrap;background:#fff;padding:16px;border:1px solid #eee5da}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px}dt{color:#7a7166}`;

function page(title: string, body: string): Response {
  return new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`,
    {
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    },
  );
}

function listPage(messages: StoredMail[]): Response {
  const rows = messages
    .map(
      (mail) =>
        `<tr><td><a href="/outbox/${mail.id}">${escapeHtml(mail.subject)}</a></td><td>${escapeHtml(mail.to)}</td><td><time datetime="${escapeHtml(mail.createdAt)}">${escapeHtml(mail.createdAt.replace('T', ' ').slice(0, 19))}</time></td></tr>`,
    )
    .join('');
  const table = messages.length
    ? `<table><thead><tr><th>Subject</th><th>To</th><th>Sent (UTC)</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>No mail has been sent yet.</p>';
  return page(
    'Outbox',
    `<h1>Outbox</h1><p>Customer mail the shop has sent, newest first. Also as <a href="/outbox.json">JSON</a>.</p>${table}`,
  );
}

function messagePage(mail: StoredMail): Response {
  const links = mail.links.map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`).join('');
  return page(
    mail.subject,
    `<p><a href="/outbox">← Outbox</a></p><h1>${escapeHtml(mail.subject)}</h1>
<dl><dt>To</dt><dd>${escapeHtml(mail.to)}</dd><dt>Sent</dt><dd>${escapeHtml(mail.createdAt)}</dd></dl>
<h2>Links</h2><ul>${links}</ul>
<h2>HTML</h2><iframe sandbox title="HTML version" srcdoc="${escapeHtml(mail.html)}"></iframe>
<h2>Text</h2><pre>${escapeHtml(mail.text)}</pre>`,
  );
}

export function createOutboxRoutes(db: ShopDatabase) {
  return async (request: Request, url: URL): Promise<Response | null> => {
    const path = url.pathname;
    if (path !== '/outbox' && path !== '/outbox.json' && !path.startsWith('/outbox/')) return null;
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return json({ errors: 'Method Not Allowed' }, { status: 405, headers: { allow: 'GET' } });
    if (path === '/outbox' || path === '/outbox/') return listPage(listMail(db, { to: url.searchParams.get('to') }));
    if (path === '/outbox.json') {
      const limit = Number(url.searchParams.get('limit') ?? 100);
      return json({ messages: listMail(db, { to: url.searchParams.get('to'), limit: Number.isFinite(limit) ? limit : 100 }).map(present) });
    }
    const match = /^\/outbox\/(\d{1,12})(\.json)?$/.exec(path);
    const mail = match ? mailById(db, Number(match[1])) : null;
    if (!match || !mail)
      return match?.[2]
        ? json({ errors: 'Not Found' }, { status: 404 })
        : new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    return match[2] ? json(present(mail)) : messagePage(mail);
  };
}
