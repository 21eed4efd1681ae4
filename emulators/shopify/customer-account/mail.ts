// The one-time sign-in code Shopify mails from its hosted sign-in page.
import { escapeHtml } from '../mail/html.ts';
import type { OutgoingMail } from '../mail/outbox.ts';
import { SHOP_NAME } from '../mail/templates.ts';

export function signInCodeMail(email: string, code: string, customerId: number | null): OutgoingMail {
  const intro = `Your sign-in code for ${SHOP_NAME} is ${code}. It works once, for 15 minutes. If you didn't try to sign in, you can ignore this email.`;
  return {
    kind: 'customer_sign_in_code',
    to: email,
    subject: `${code} is your ${SHOP_NAME} sign-in code`,
    text: `${intro}\n\n${SHOP_NAME}\n`,
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in code</title></head><body style="font:15px/1.6 Helvetica,Arial,sans-serif;color:#2b2620"><p style="letter-spacing:.2em;text-transform:uppercase">${SHOP_NAME}</p><p style="font-size:32px;letter-spacing:.3em">${escapeHtml(code)}</p><p>${escapeHtml(intro)}</p></body></html>`,
    links: [],
    customerId,
  };
}
