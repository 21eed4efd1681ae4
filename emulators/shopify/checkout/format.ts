// Display helpers for the checkout pages: money in the cart's currency, stylesheet, page shell.
import { escapeHtml } from '../mail/html.ts';

export function displayMoney(cents: number, currencyCode: string, locale = 'en'): string {
  const digits = currencyCode === 'JPY' ? 0 : 2;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currencyCode,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(cents / 100);
}

const STYLE = `*{box-sizing:border-box}body{margin:0;font:15px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",Helvetica,Arial,sans-serif;color:#1f1c18;background:#fff}
header{border-bottom:1px solid #e6e0d8;padding:20px 24px}header a{font:22px Georgia,serif;letter-spacing:.22em;text-transform:uppercase;color:inherit;text-decoration:none}
.layout{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,420px);min-height:calc(100vh - 70px)}
.main{padding:32px clamp(20px,5vw,64px)}.summary{background:#f7f4ef;border-left:1px solid #e6e0d8;padding:32px clamp(20px,3vw,40px)}
@media (max-width:860px){.layout{grid-template-columns:1fr}.summary{border-left:0;border-bottom:1px solid #e6e0d8;order:-1}}
h1{font:26px Georgia,serif;margin:0 0 8px}h2{font-size:17px;font-weight:600;margin:28px 0 12px}
fieldset{border:0;padding:0;margin:0}.row{display:grid;gap:12px;grid-template-columns:1fr 1fr}.row3{display:grid;gap:12px;grid-template-columns:1fr 1fr 1fr}
@media (max-width:520px){.row,.row3{grid-template-columns:1fr}}
label{display:block;margin-bottom:12px;font-size:13px;color:#5c554c}label span{display:block;margin-bottom:4px}
input,select{width:100%;padding:12px;border:1px solid #d6cec3;border-radius:6px;font:inherit;color:inherit;background:#fff}
input:focus,select:focus{outline:2px solid #2b2620;outline-offset:0;border-color:#2b2620}
.invalid input,.invalid select{border-color:#b3261e}.error{color:#b3261e;font-size:13px;margin-top:4px}
.banner{border:1px solid #b3261e;background:#fdf3f2;color:#7a1b15;border-radius:6px;padding:12px 16px;margin:0 0 20px}
.notice{border:1px solid #c9bfb0;background:#fbf8f3;border-radius:6px;padding:12px 16px;margin:0 0 20px}
button{width:100%;padding:16px;border:0;border-radius:6px;background:#2b2620;color:#fff;font:600 16px inherit;cursor:pointer;margin-top:16px}
button:focus{outline:3px solid #7a4b24;outline-offset:2px}
.hint{font-size:13px;color:#7a7166}.lines{list-style:none;margin:0;padding:0}.line{display:grid;grid-template-columns:64px 1fr auto;gap:14px;align-items:center;margin-bottom:16px}
.thumb{position:relative}.thumb img{width:64px;height:80px;object-fit:cover;border-radius:6px;border:1px solid #e6e0d8;background:#fff}
.qty{position:absolute;top:-8px;right:-8px;background:#6f675d;color:#fff;border-radius:999px;min-width:22px;height:22px;font-size:12px;display:grid;place-items:center;padding:0 6px}
.meta{font-size:13px;color:#7a7166}.totals{border-top:1px solid #e6e0d8;margin-top:8px;padding-top:12px}.totals div{display:flex;justify-content:space-between;margin:6px 0}
.grand{font-size:19px;font-weight:600;border-top:1px solid #e6e0d8;padding-top:12px;margin-top:12px}.grand small{font-size:12px;color:#7a7166;font-weight:400;margin-right:6px}
a{color:#7a4b24}.check{font-size:40px;line-height:1}`;

export function pageShell(title: string, storefrontUrl: string, body: string, status = 200, lang = 'en'): Response {
  const html = `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} – Bottega</title><style>${STYLE}</style></head>
<body><header><a href="${escapeHtml(storefrontUrl)}">Bottega</a></header>${body}</body></html>`;
  return new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'x-frame-options': 'DENY' },
  });
}
