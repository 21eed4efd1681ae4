// The Sanity emulator on a loopback port with a record of every request that reached it, for tests
// that check what an unmodified client sent (method, URL, Authorization) as well as what it got.
import { createServer } from 'node:http';
import { sendResponse, toRequest } from '../../emulators/http.ts';
import { createSanityEmulator, type SanityEmulatorOptions } from '../../emulators/sanity/index.ts';

export interface SeenRequest {
  method: string;
  url: string;
  authorization: string | undefined;
}

export async function serveRecordedSanity(options: SanityEmulatorOptions) {
  const emulator = createSanityEmulator(options);
  const seen: SeenRequest[] = [];
  let url = '';
  const server = createServer(async (req, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization });
    await sendResponse(res, (await emulator(await toRequest(req, url))) ?? new Response('not mine', { status: 404 }));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url,
    seen,
    async close() {
      emulator.close();
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    },
  };
}
