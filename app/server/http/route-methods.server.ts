import type express from 'express';
import { matchRoutes, type ServerBuild } from 'react-router';

/**
 * A POST to a page that has no action (`POST /sss`, `POST /nope`) is answered here, before React
 * Router: left to it, it threw an internal error per request (a stack trace on stdout, a cheap way
 * to flood the logs) and answered a 405 page whose data named the internal route id (`faq.tr`).
 * Here: 405 with `Allow: GET, HEAD` for a page, 404 for an address no page has, a short plain
 * text, and the request's one log line. Only when no route of the match has an action, so nothing
 * React Router would handle is ever refused.
 */
interface RouteNode {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  hasAction: boolean;
  children: RouteNode[];
}

const trees = new WeakMap<ServerBuild['routes'], RouteNode[]>();

/** The build's flat route list as the tree matchRoutes wants, made once per build. */
function treeOf(routes: ServerBuild['routes']): RouteNode[] {
  let tree = trees.get(routes);
  if (tree) return tree;
  const nodes = new Map<string, RouteNode>();
  for (const r of Object.values(routes)) {
    if (!r) continue;
    nodes.set(r.id, { id: r.id, path: r.path, index: r.index, caseSensitive: r.caseSensitive, hasAction: !!r.module.action, children: [] });
  }
  tree = [];
  for (const r of Object.values(routes)) {
    if (!r) continue;
    const node = nodes.get(r.id)!;
    const parent = r.parentId ? nodes.get(r.parentId) : undefined;
    (parent ? parent.children : tree).push(node);
  }
  trees.set(routes, tree);
  return tree;
}

/** The page path a request names: a client-side data request (`/sss.data`, `/_root.data`) names its page. */
export function pagePathOf(path: string): string {
  if (path === '/_root.data') return '/';
  return path.endsWith('.data') ? path.slice(0, -'.data'.length) : path;
}

/**
 * What a POST to `path` meets: 'action' (a route handles it), 'no-action' (a page without one), 'no-page'.
 * React Router's rule: the deepest match takes the POST, except an index route, which takes it only
 * with `?index` (a bare `POST /admin` goes to the admin layout, not to the Dashboard's action).
 */
export function postTarget(routes: ServerBuild['routes'], path: string, indexParam = false): 'action' | 'no-action' | 'no-page' {
  const matches = matchRoutes(treeOf(routes) as Parameters<typeof matchRoutes>[0], pagePathOf(path));
  if (!matches?.length) return 'no-page';
  const last = matches[matches.length - 1]!;
  if (last.route.path === '*') return 'no-page';
  const target = (last.route as unknown as RouteNode).index && !indexParam ? matches[matches.length - 2] : last;
  return target && (target.route as unknown as RouteNode).hasAction ? 'action' : 'no-action';
}

export function postWithoutActionGuard(build: () => ServerBuild | Promise<ServerBuild>): express.RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'POST') return next();
    Promise.resolve(build())
      .then((b) => {
        const target = postTarget(b.routes, req.path, new URLSearchParams(req.originalUrl.split('?')[1] ?? '').has('index'));
        if (target === 'action') return next();
        res.setHeader('Cache-Control', 'no-store');
        res.setHeader('Connection', 'close');
        if (target === 'no-action') res.setHeader('Allow', 'GET, HEAD');
        res
          .status(target === 'no-action' ? 405 : 404)
          .type('text/plain')
          .send(target === 'no-action' ? 'Method Not Allowed' : 'Not Found');
      })
      .catch(next);
  };
}
