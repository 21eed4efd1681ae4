// How long draft preview lasts. hydrogen-sanity's preview cookie is a browser-session cookie whose
// signed contents never age: kept by a browser that restores its sessions, or copied off a shared
// machine, it would open the drafts for good. The entry is dated in the signed contents and a
// preview older than a working day (or undated) is closed on the server, whatever the browser sends.
import { PREVIEW_SESSION_HOURS } from '~/core/constants';

/** The part of hydrogen-sanity's PreviewSession read and written here. */
interface PreviewSessionData {
  get(name: string): unknown;
  set(name: string, value: unknown): void;
  unset(name: string): void;
}

const ENTERED_AT = 'enteredAt';
/** What hydrogen-sanity reads to decide that a request previews drafts, and in which perspective. */
const PREVIEW_KEYS = ['projectId', 'perspective'];
const PREVIEW_SESSION_MS = PREVIEW_SESSION_HOURS * 60 * 60 * 1000;

/** Dates an entry into preview; hydrogen-sanity stores it with the rest when the secret holds. */
export function datePreviewEntry(session: PreviewSessionData, now = Date.now()): void {
  session.set(ENTERED_AT, now);
}

/** Closes a preview entered too long ago (or never dated), before anything reads the session. */
export function closeStalePreview(session: PreviewSessionData, now = Date.now()): void {
  if (session.get('projectId') === undefined) return;
  const entered = session.get(ENTERED_AT);
  if (typeof entered === 'number' && entered <= now && now - entered < PREVIEW_SESSION_MS) return;
  for (const key of [...PREVIEW_KEYS, ENTERED_AT]) session.unset(key);
}
