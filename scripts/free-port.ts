import { createServer } from 'node:net';
import { randomInt } from 'node:crypto';

// Ports for the servers that scripts and tests start, found by trying to bind them.
// - They come from below the kernel's ephemeral range (32768–60999 on Linux), not from `listen(0)`.
//   A port the kernel handed out and took back can be handed out again at once, to another
//   `listen(0)` or as the local end of any outgoing connection, before our server binds it.
//   Below the range, only a server that names the port can take it.
// - One process hands ports out in turn, from a random start, so it never gives the same port
//   twice and two processes seldom even look at the same one.
const FIRST = 20_000;
const LAST = 32_000;
let next = FIRST + randomInt(LAST - FIRST);

function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A loopback port that nothing listens on, and that this process has not handed out before. */
export async function freePort(): Promise<number> {
  for (let tried = 0; tried <= LAST - FIRST; tried++) {
    const port = next;
    next = port === LAST ? FIRST : port + 1;
    if (await bindable(port)) return port;
  }
  throw new Error(`No free port between ${FIRST} and ${LAST}`);
}
