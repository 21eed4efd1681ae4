import type { HydrogenSession } from '@shopify/hydrogen';
import { createCookieSessionStorage, type SessionStorage, type Session } from 'react-router';
import { SESSION_COOKIE, SESSION_COOKIE_DAYS } from '~/core/constants';
import { readCookieValues } from '~/core/request/cookie-header';

// A storage (and its signing cookie) is the same for every request with the same secrets and scheme:
// made once per isolate rather than on every request.
const storages = new Map<string, SessionStorage>();

function sessionStorage(secrets: string[], secure: boolean): SessionStorage {
  const key = JSON.stringify([secure, secrets]);
  let storage = storages.get(key);
  if (!storage) {
    storage = createCookieSessionStorage({
      cookie: {
        name: SESSION_COOKIE,
        httpOnly: true,
        path: '/',
        sameSite: 'lax',
        secure,
        maxAge: SESSION_COOKIE_DAYS * 24 * 60 * 60,
        secrets,
      },
    });
    storages.set(key, storage);
  }
  return storage;
}

/**
 * The signed, HttpOnly session cookie. It is the only place the customer access token lives:
 * loaders read it on the server and nothing in it is ever rendered or sent to scripts.
 */
export class AppSession implements HydrogenSession {
  public isPending = false;
  readonly #storage: SessionStorage;
  readonly #session: Session;

  private constructor(storage: SessionStorage, session: Session) {
    this.#storage = storage;
    this.#session = session;
  }

  static async init(request: Request, secrets: string[]) {
    // Production is always served over https; plain http only happens on a developer's machine.
    const storage = sessionStorage(secrets, new URL(request.url).protocol === 'https:');
    // Of several session cookies (a stale or forged copy beside the real one), the first whose
    // signature holds is the session, whichever order they come in; none gives a new session.
    for (const value of readCookieValues(request.headers.get('Cookie'), SESSION_COOKIE)) {
      const session = await storage.getSession(`${SESSION_COOKIE}=${value}`).catch(() => null);
      if (session && Object.keys(session.data).length > 0) return new AppSession(storage, session);
    }
    return new AppSession(storage, await storage.getSession());
  }

  get has() {
    return this.#session.has;
  }

  get get() {
    return this.#session.get;
  }

  get flash() {
    return this.#session.flash;
  }

  get unset() {
    this.isPending = true;
    return this.#session.unset;
  }

  get set() {
    this.isPending = true;
    return this.#session.set;
  }

  destroy() {
    return this.#storage.destroySession(this.#session);
  }

  commit() {
    this.isPending = false;
    return this.#storage.commitSession(this.#session);
  }
}
