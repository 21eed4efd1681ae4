import { commonMessages } from '~/core/texts/common';
import { redirect } from 'react-router';
import { action as previewAction, loader as enterPreview } from 'hydrogen-sanity/preview/route';
import type { Route } from './+types/api.preview';
import { safeRedirectPath } from '~/core/security/redirect-guard';
import { discardBody, readForm } from '~/core/security/request-body.server';
import { datePreviewEntry } from '~/core/sanity/preview-session.server';
import type { MethodsHandle } from '~/core/security/method-policy.server';
import { shellMessages } from '~/shell/texts';
import { messagesIn } from '~/core/texts/language';

/** POST and DELETE leave preview, PUT changes the perspective; other methods are refused with 405. */
export const handle: MethodsHandle = { actionMethods: ['POST', 'PUT', 'DELETE'] };

/**
 * Draft preview. `?sanity-preview-secret=…&sanity-preview-pathname=/…` enters it (hydrogen-sanity
 * validates the secret against the dataset); `?exit` leaves it, so leaving is a plain link.
 * POST/DELETE also leave, and PUT changes the perspective (Sanity's Presentation tool).
 */
export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  if (url.searchParams.has('exit')) {
    const session = args.context.sanity.preview?.session;
    const headers = new Headers();
    if (session && 'destroy' in session && typeof session.destroy === 'function') headers.set('Set-Cookie', await session.destroy());
    return redirect('/', { headers });
  }
  // hydrogen-sanity redirects to the pathname parameter after checking only that it resolves on this
  // origin, which `/.//evil.example` does (to the protocol-relative `//evil.example`): the redirect
  // guard decides first, and a refused target enters preview on the home page.
  const pathname = url.searchParams.get(PATHNAME_PARAM);
  if (pathname !== null) url.searchParams.set(PATHNAME_PARAM, safeRedirectPath(pathname, url.origin));
  // Sanity's Presentation tool always names the perspective; a link an editor builds by hand may
  // not, and without one hydrogen-sanity stores none and the pages stay on published content.
  if (!url.searchParams.get(PERSPECTIVE_PARAM)) url.searchParams.set(PERSPECTIVE_PARAM, 'drafts');
  // Stored only if the secret holds (hydrogen-sanity commits the session then, and only then).
  const session = args.context.sanity.preview?.session;
  if (session) datePreviewEntry(session);
  return enterPreview({ ...args, request: new Request(url, args.request) });
}

const PERSPECTIVE_PARAM = 'sanity-preview-perspective';
const PATHNAME_PARAM = 'sanity-preview-pathname';
/** The field Sanity's Presentation tool puts to change the perspective. */
const PERSPECTIVE_FIELD = 'perspective';

export async function action(args: Route.ActionArgs) {
  const shellText = messagesIn(args.context.locale, shellMessages);
  const commonText = messagesIn(args.context.locale, commonMessages);
  if (args.request.method !== 'PUT') return previewAction(args);
  // hydrogen-sanity would store a perspective for anyone who asks, in a preview cookie of their
  // own; a perspective only means something inside a preview.
  if (!args.context.sanity.preview?.enabled) {
    await discardBody(args.request);
    return new Response(shellText.previewNotEntered, { status: 403, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  // hydrogen-sanity reads the perspective as a form and answers a body it cannot read with a 500:
  // read it here, refuse what is unreadable with a 400, and hand on only the field it reads.
  const read = await readForm(args.request);
  if (!read.ok)
    return new Response(commonText.formUnreadable, { status: read.status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const perspective = read.form.get(PERSPECTIVE_FIELD);
  const form = new FormData();
  if (typeof perspective === 'string') form.set(PERSPECTIVE_FIELD, perspective);
  return previewAction({ ...args, request: new Request(args.request.url, { method: 'PUT', body: form, signal: args.request.signal }) });
}
