// Which HTTP methods each URL answers, read from the app's own route table, so a method no route
// handles is refused with 405 and an Allow header before any session or API call is made. React
// Router would otherwise turn OPTIONS, TRACE, PROPFIND or a PUT to a page into an internal error.
import { commonMessages } from '~/core/texts/common';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { pagePath } from '~/core/security/data-request';
import { discardBody } from '~/core/security/request-body.server';
import { withoutPrefix } from '~/core/locale/market';
import type { Stage } from '~/core/request/stages';

type RouteTable = ServerBuild['routes'];
/** The methods of addresses answered in front of the router (Shopify's routes), by path. */
export type MethodTable = ReadonlyMap<string, readonly string[]>;

/** A route whose action takes more than form posts says so in its handle (the preview route). */
export interface MethodsHandle {
  actionMethods?: readonly string[];
  /** The methods its loader answers, when not GET and HEAD (the data endpoint answers only POST). */
  readMethods?: readonly string[];
  /** The route refuses other methods itself, in its own format (the data endpoint's GraphQL errors). */
  refusesOwnMethods?: boolean;
}

const READ_METHODS = ['GET', 'HEAD'] as const;
const FORM_METHODS = ['POST'] as const;
const trees = new WeakMap<RouteTable, RouteObject[]>();

/** The route table as React Router's matcher takes it: ids and paths only, no modules. */
function routeTree(routes: RouteTable, parentId?: string): RouteObject[] {
  return Object.values(routes).flatMap((route): RouteObject[] => {
    if (!route || route.parentId !== parentId) return [];
    const { id, path, caseSensitive } = route;
    if (route.index) return [{ id, path, caseSensitive, index: true }];
    const children = routeTree(routes, id);
    return [{ id, path, caseSensitive, children: children.length ? children : undefined }];
  });
}

function actionMethods(handle: unknown): readonly string[] {
  const declared = (handle as MethodsHandle | undefined)?.actionMethods;
  return Array.isArray(declared) ? declared : FORM_METHODS;
}

/** The module of the route a submission to `url` reaches, if any. */
function submissionTarget(routes: RouteTable, url: URL) {
  let tree = trees.get(routes);
  if (!tree) trees.set(routes, (tree = routeTree(routes)));
  const matches = matchRoutes(tree, pagePath(url.pathname).pathname) ?? [];
  let target = matches.at(-1);
  if (target?.route.index && !url.searchParams.getAll('index').includes('')) target = matches.at(-2);
  return target?.route.id ? routes[target.route.id]?.module : undefined;
}

/**
 * The methods `url` answers: GET and HEAD everywhere (a page that does not exist still answers
 * 404), plus the methods of the action of the route a submission would reach. That route is React
 * Router's: the deepest match, or an index route's parent unless the URL asks for `?index`.
 */
export function allowedMethods(routes: RouteTable, url: URL, inFront: MethodTable = new Map()): string[] {
  const own = inFront.get(withoutPrefix(url.pathname));
  if (own) return [...own];
  const module = submissionTarget(routes, url);
  const readMethods = (module?.handle as MethodsHandle | undefined)?.readMethods;
  return [...(Array.isArray(readMethods) ? readMethods : READ_METHODS), ...(module?.action ? actionMethods(module.handle) : [])];
}

/**
 * The 405 for a method the URL does not answer, or null to let the app answer. A form post to a
 * page without a form is left to React Router, which renders the shop's own page saying so: a
 * shopper's browser can send that; only tools send the other methods.
 */
export async function refuseMethod(request: Request, routes: RouteTable, inFront?: MethodTable): Promise<Response | null> {
  const method = request.method.toUpperCase();
  if (method === 'GET' || method === 'HEAD') return null;
  const url = new URL(request.url);
  const allowed = allowedMethods(routes, url, inFront);
  if (allowed.includes(method)) return null;
  if ((submissionTarget(routes, url)?.handle as MethodsHandle | undefined)?.refusesOwnMethods) return null;
  if (method === 'POST' && !pagePath(url.pathname).isDataRequest) return null;
  await discardBody(request);
  return new Response(commonMessages.methodNotAllowed, {
    status: 405,
    headers: { Allow: allowed.join(', '), 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

/**
 * The Allow header for a 405 the app answered itself. A route that refuses a method on its own
 * (the data endpoint takes no GET) is taken at its word: that method is not offered.
 */
export function allowFor405(request: Request, routes: RouteTable, inFront?: MethodTable): string {
  const refused = request.method.toUpperCase();
  const offered = allowedMethods(routes, new URL(request.url), inFront).filter(
    (method) => method !== refused && !(refused === 'GET' && method === 'HEAD'),
  );
  return offered.join(', ');
}

/** The 405 as a stage, before any session or API call is made. */
export function refuseUnknownMethods(routes: RouteTable, inFront: MethodTable): Stage {
  return async (request, next) => (await refuseMethod(request, routes, inFront)) ?? next(request);
}
