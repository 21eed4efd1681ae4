// The local Content Lake and image CDN. @sanity/client with `apiHost` pointed here and
// `useProjectHostname: false` sends every data request (and, with useCdn, the "CDN" ones too: the
// client then uses the same host) as /v{apiVersion}/data/...; @sanity/image-url with `baseUrl`
// pointed here asks for /images/{projectId}/{dataset}/{file}.
import type { Handler } from '../http.ts';
import { checkCors, corsHeaders, readerOf, sessionNotFound } from './access.ts';
import type { CorsOrigin } from './access.ts';
import { openDataset, withAssetOrigin } from './dataset.ts';
import { handleDoc } from './doc-endpoint.ts';
import { httpError } from './errors.ts';
import { createImageCdn } from './image-cdn.ts';
import { liveEvents } from './live.ts';
import { listen } from './listen.ts';
import { handleQuery } from './query-endpoint.ts';

export interface SanityEmulatorOptions {
  /** NDJSON in Sanity's export format. */
  datasetPath: string;
  /** Where rendered masters and resized variants are cached. */
  imagesDir: string;
  projectId: string;
  dataset: string;
  /** The one token that reads drafts and other non-public documents; any other token is refused. */
  readToken: string;
  /** Browser origins allowed to call the API (Sanity's CORS origins); others get no CORS headers. */
  corsOrigins: CorsOrigin[];
  log?: (line: string) => void;
  /** Reload the dataset when its file changes. */
  watch?: boolean;
}

const DATA_ROUTE = /^\/v([^/]+)\/data\/(query|doc|listen|live\/events)\/([^/]+)(?:\/(.*))?$/;
const CHECK_CORS = /^\/v[^/]+\/check\/cors$/;

export function createSanityEmulator(options: SanityEmulatorOptions): Handler & { close(): void } {
  const store = openDataset(options.datasetPath, { watch: options.watch, log: options.log });
  const images = createImageCdn({
    datasetPath: options.datasetPath,
    imagesDir: options.imagesDir,
    projectId: options.projectId,
    dataset: options.dataset,
    assets: () => store.current(),
    log: options.log,
  });

  const handler = async (request: Request): Promise<Response | null> => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/images/')) return images(request);
    if (CHECK_CORS.test(url.pathname)) return checkCors(request, options.corsOrigins);
    const route = DATA_ROUTE.exec(url.pathname);
    if (!route) return null;

    const headers = corsHeaders(request, options.corsOrigins);
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers });
    const [, apiVersion, endpoint, datasetName, rest] = route;
    if (!/^(\d{4}-\d{2}-\d{2}|1|X)$/.test(apiVersion)) return httpError(400, `Invalid API version "${apiVersion}"`, headers);
    const projectHeader = request.headers.get('x-sanity-project-id');
    if (projectHeader && projectHeader !== options.projectId) return httpError(404, `Project "${projectHeader}" not found`, headers);
    if (datasetName !== options.dataset) return httpError(404, `Dataset "${datasetName}" not found`, headers);

    const reader = readerOf(request, options.readToken);
    if (reader === 'refused') return sessionNotFound(headers);
    const authenticated = reader === 'token';
    if (endpoint === 'live/events') {
      if (rest) return httpError(404, 'Not found', headers);
      if (request.method !== 'GET') return httpError(405, 'Method not allowed', headers);
      const includeDrafts = url.searchParams.get('includeDrafts') === 'true';
      if (includeDrafts && !authenticated) return httpError(401, 'Including drafts requires a token with read access', headers);
      return liveEvents(request, store, { includeDrafts, headers });
    }
    if (endpoint === 'listen') {
      if (rest) return httpError(404, 'Not found', headers);
      if (request.method !== 'GET') return httpError(405, 'Method not allowed', headers);
      return listen(request, { store, authenticated, projectId: options.projectId, datasetName, headers });
    }
    const dataset = withAssetOrigin(store.current(), url.origin);
    if (endpoint === 'query') {
      if (rest) return httpError(404, 'Not found', headers);
      if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'POST')
        return httpError(405, 'Method not allowed', headers);
      return handleQuery(request, {
        apiVersion,
        dataset,
        projectId: options.projectId,
        datasetName,
        authenticated,
        headers,
      });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') return httpError(405, 'Method not allowed', headers);
    if (!rest) return httpError(400, 'Missing document IDs', headers);
    return handleDoc(rest, dataset, authenticated, headers);
  };

  return Object.assign(handler, {
    close: () => store.close(),
  });
}
