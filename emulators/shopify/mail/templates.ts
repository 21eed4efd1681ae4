// The two customer emails of the legacy accounts: password recovery and account activation,
// each in HTML and plain text, each carrying exactly one action link.
import { escapeHtml } from './html.ts';
import type { OutgoingMail } from './outbox.ts';

export const SHOP_NAME = 'Bottega';

interface Recipient {
  email: string;
  firstName: string | null;
  customerId: number;
}

function layout(title: string, body: string, action: { label: string; url: string }): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f6f3ee;font-family:Georgia,'Times New Roman',serif;color:#2b2620">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:40px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#fff;padding:40px">
<tr><td style="font-size:22px;letter-spacing:.2em;text-transform:uppercase;padding-bottom:24px">${SHOP_NAME}</td></tr>
<tr><td style="font-size:20px;padding-bottom:16px">${escapeHtml(title)}</td></tr>
<tr><td style="font:15px/1.6 Helvetica,Arial,sans-serif;padding-bottom:28px">${body}</td></tr>
<tr><td><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#2b2620;color:#fff;text-decoration:none;padding:14px 28px;font:14px Helvetica,Arial,sans-serif;letter-spacing:.08em;text-transform:uppercase">${escapeHtml(action.label)}</a></td></tr>
<tr><td style="font:12px/1.6 Helvetica,Arial,sans-serif;color:#7a7166;padding-top:28px">If the button does not work, paste this link into your browser:<br><a href="${escapeHtml(action.url)}" style="color:#7a7166">${escapeHtml(action.url)}</a></td></tr>
</table></td></tr></table></body></html>`;
}

function greeting(recipient: Recipient): string {
  return recipient.firstName ? `Dear ${recipient.firstName},` : 'Hello,';
}

/** A mail whose one action is a link: greeting, introduction, then the link as a button titled like the mail. */
function linkMail(
  recipient: Recipient,
  mail: { kind: OutgoingMail['kind']; subject: string; title: string; intro: string; url: string },
): OutgoingMail {
  const { title, intro, url } = mail;
  return {
    kind: mail.kind,
    to: recipient.email,
    subject: mail.subject,
    text: `${greeting(recipient)}\n\n${intro}\n\n${title}: ${url}\n\n${SHOP_NAME}\n`,
    html: layout(title, `<p>${escapeHtml(greeting(recipient))}</p><p>${escapeHtml(intro)}</p>`, { label: title, url }),
    links: [url],
    customerId: recipient.customerId,
  };
}

export function recoveryMail(recipient: Recipient, resetUrl: string): OutgoingMail {
  return linkMail(recipient, {
    kind: 'customer_recover',
    subject: 'Customer account password reset',
    title: 'Reset your password',
    intro: `Follow this link to reset your ${SHOP_NAME} account password. If you didn't request a new password, you can safely ignore this email. The link works once and expires in 24 hours.`,
    url: resetUrl,
  });
}

export function activationMail(recipient: Recipient, activationUrl: string, validDays = 30): OutgoingMail {
  return linkMail(recipient, {
    kind: 'customer_account_activate',
    subject: 'Customer account activation',
    title: 'Activate your account',
    intro: `You've been invited to create a customer account with ${SHOP_NAME}. Follow this link to choose a password and activate it. The link works once and expires in ${validDays} days.`,
    url: activationUrl,
  });
}
