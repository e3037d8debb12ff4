import path from 'node:path';
import type { Alias } from 'vite';

/**
 * Switch RENDER_ROUTER_PRODUCTION (app/render/switches.ts). React Router's package resolves to its
 * development build under every condition (Node's too): the build takes its production files
 * instead (no development warnings and checks), for the client and for the server, where
 * react-router and its Node and Express adapters are then bundled (ssr-bundle.ts) so that they all
 * share this one copy. The regex patches (react-router-memo.ts) are written against these files.
 *
 * What breaks it on an upgrade: the two file paths below (gone in React Router 8).
 */
export function reactRouterProduction(root: string): Alias[] {
  const dir = path.resolve(root, 'node_modules/react-router/dist/production');
  return [
    { find: /^react-router$/, replacement: `${dir}/index.mjs` },
    { find: /^react-router\/dom$/, replacement: `${dir}/dom-export.mjs` },
  ];
}
