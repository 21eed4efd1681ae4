// The local Content Lake and image CDN. @sanity/client with `apiHost` pointed here and
// `useProjectHostname: false` sends every data request (and, with useCdn, the "CDN" ones too: the
// client then uses the same host) as /v{apiVersion}/data/...; @sanity/image-url with `baseUrl`
// pointed here asks for /images/{projectId}/{dataset}/{file}.
import type { Handler } from '../http.ts';
import { openDataset, withAssetOrigin } from './dataset.ts';
import { handleDoc } from './doc-endpoint.ts';
import { httpError } from './errors.ts';
import { createImageCdn } from './image-cdn.ts';
import { handleQuery } from './query-endpoint.ts';

export interface SanityEmulatorOptions {
  /** NDJSON in Sanity's export format. */
  datasetPath: string;
  /** Where rendered masters and resized variants are cached. */
  imagesDir: string;
  projectId: string;
  dataset: string;
  log?: (line: string) => void;
  /** Reload the dataset when its file changes. */
  watch?: boolean;
}

const DATA_ROUTE = /^\/v([^/]+)\/data\/(query|doc)\/([^/]+)(?:\/(.*))?$/;

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
    const route = DATA_ROUTE.exec(url.pathname);
    if (!route) return null;

    const headers = corsHeaders(request);
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers });
    const [, apiVersion, endpoint, datasetName, rest] = route;
    if (!/^(\d{4}-\d{2}-\d{2}|1|X)$/.test(apiVersion)) return httpError(400, `Invalid API version "${apiVersion}"`, headers);
    const projectHeader = request.headers.get('x-sanity-project-id');
    if (projectHeader && projectHeader !== options.projectId) return httpError(404, `Project "${projectHeader}" not found`, headers);
    if (datasetName !== options.dataset) return httpError(404, `Dataset "${datasetName}" not found`, headers);

    const authenticated = /^Bearer\s+\S+/i.test(request.headers.get('authorization') ?? '');
    const dataset = withAssetOrigin(store.current(), url.origin);
    if (endpoint === 'query') {
      if (rest) return httpError(404, 'Not found', headers);
      if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'POST') return httpError(405, 'Method not allowed', headers);
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

/** The browser client (Presentation, visual editing) calls from the storefront's origin with credentials. */
function corsHeaders(request: Request): Headers {
  const headers = new Headers();
  const origin = request.headers.get('origin');
  if (origin) {
    headers.set('access-control-allow-origin', origin);
    headers.set('access-control-allow-credentials', 'true');
    headers.set('vary', 'Origin');
  }
  headers.set('access-control-allow-methods', 'GET, HEAD, POST, OPTIONS');
  headers.set('access-control-allow-headers', 'Authorization, Content-Type, X-Sanity-Project-ID, If-None-Match');
  return headers;
}
