// Serves the Sanity emulator alone on a loopback port: for tests, and for poking at it by hand
// (`node emulators/sanity/serve.ts [dataset.ndjson] [port]`).
import { createServer } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { json, sendResponse, toRequest } from '../http.ts';
import { readConfig } from '../config.ts';
import { createSanityEmulator } from './index.ts';
import type { SanityEmulatorOptions } from './index.ts';
import { credentialsFor, issueSanityToken } from '../credentials.ts';

export interface ServedSanity {
  url: string;
  /** The token that reads drafts here. */
  readToken: string;
  close(): Promise<void>;
}

/** Without a read token one is issued; without CORS origins no browser origin is allowed. */
export type ServeOptions = Omit<SanityEmulatorOptions, 'readToken' | 'corsOrigins'> &
  Partial<Pick<SanityEmulatorOptions, 'readToken' | 'corsOrigins'>>;

export async function serveSanityEmulator(options: ServeOptions, port = 0): Promise<ServedSanity> {
  const readToken = options.readToken ?? issueSanityToken();
  const handler = createSanityEmulator({ ...options, readToken, corsOrigins: options.corsOrigins ?? [] });
  let origin = 'http://127.0.0.1';
  const server = createServer(async (req, res) => {
    try {
      const response = (await handler(await toRequest(req, origin))) ?? json({ error: 'Not found' }, { status: 404 });
      await sendResponse(res, response);
    } catch (error) {
      options.log?.(`sanity: ${(error as Error).stack ?? error}`);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message: 'Internal error' }));
    }
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', done);
  });
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
  return {
    url: origin,
    readToken,
    close: () =>
      new Promise((done) => {
        handler.close();
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const config = readConfig();
  const datasetPath = resolve(process.argv[2] ?? join(config.dataDir, 'content.ndjson'));
  const served = await serveSanityEmulator(
    {
      datasetPath,
      imagesDir: join(dirname(datasetPath), 'images', 'content'),
      projectId: config.sanityProjectId,
      dataset: config.sanityDataset,
      readToken: credentialsFor(dirname(datasetPath)).sanityReadToken,
      corsOrigins: [{ origin: new URL(config.storefrontUrl).origin, allowCredentials: true }],
      log: console.log,
      watch: true,
    },
    Number(process.argv[3] ?? config.port),
  );
  console.log(`sanity emulator on ${served.url}`);
}
