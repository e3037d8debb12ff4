import type { Plugin } from 'vite';

/**
 * Switch RENDER_ROUTER_MEMO (app/render/switches.ts; needs RENDER_ROUTER_PRODUCTION).
 * React Router's server renderer rebuilds its route tables on every request: `ServerRouter`
 * turns the manifest into routes (`createServerRoutes`, ~80 routes with their elements) and
 * `createStaticRouter` turns those into data routes (`convertRoutesToDataRoutes`), from the
 * route modules by id, also rebuilt per document (`createEntryRouteModules`). Their
 * inputs (the build's manifest and route modules) never change in a production server, so the
 * server build keeps the first result: ~4 % of an uncached page's CPU (issue #21's profile).
 *
 * The results are read only after they are made (the static router refuses to patch routes),
 * and each is kept per input object, so a development server that reloads its build gets new
 * tables. The patterns are those of react-router 7.x's production files; a version whose code
 * differs fails the build here rather than silently running without the change: that is what breaks
 * it on an upgrade (React Router 8 no longer matches 2 of the 5 patterns; the build then fails,
 * and RENDER_ROUTER_MEMO=0 builds without them).
 */
const PATCHES: Array<{ file: RegExp; find: RegExp; replace: string; helper: string }> = [
  {
    // The route modules by id, made anew for every document: the key of the memo below.
    file: /react-router[\\/]dist[\\/]production[\\/]chunk-[\w-]+\.mjs$/,
    find: /routeModules: createEntryRouteModules\(build\.routes\),/,
    replace: 'routeModules: __memoEntryRouteModules(build.routes),',
    helper: `
const __entryRouteModulesMemo = new WeakMap();
function __memoEntryRouteModules(routes) {
  let kept = __entryRouteModulesMemo.get(routes);
  if (!kept) {
    kept = createEntryRouteModules(routes);
    __entryRouteModulesMemo.set(routes, kept);
  }
  return kept;
}
`,
  },
  {
    file: /react-router[\\/]dist[\\/]production[\\/]chunk-[\w-]+\.mjs$/,
    find: /let routes = createServerRoutes\(\s*manifest\.routes,\s*routeModules,\s*context\.future,\s*context\.isSpaMode\s*\);/,
    replace: 'let routes = __memoServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode);',
    helper: `
const __serverRoutesMemo = new WeakMap();
function __memoServerRoutes(manifestRoutes, routeModules, future, isSpaMode) {
  let kept = __serverRoutesMemo.get(manifestRoutes);
  if (!kept || kept.routeModules !== routeModules || kept.future !== future || kept.isSpaMode !== isSpaMode) {
    kept = { routeModules, future, isSpaMode, routes: createServerRoutes(manifestRoutes, routeModules, future, isSpaMode) };
    __serverRoutesMemo.set(manifestRoutes, kept);
  }
  return kept.routes;
}
`,
  },
  {
    file: /react-router[\\/]dist[\\/]production[\\/]chunk-[\w-]+\.mjs$/,
    find: /function createStaticRouter\(routes, context, opts = \{\}\) \{\s*let manifest = \{\};\s*let dataRoutes = convertRoutesToDataRoutes\(\s*routes,\s*mapRouteProperties,\s*void 0,\s*manifest\s*\);/,
    replace: 'function createStaticRouter(routes, context, opts = {}) {\n  let { manifest, dataRoutes } = __memoDataRoutes(routes);',
    helper: `
const __dataRoutesMemo = new WeakMap();
function __memoDataRoutes(routes) {
  let kept = __dataRoutesMemo.get(routes);
  if (!kept) {
    let manifest = {};
    kept = { manifest, dataRoutes: convertRoutesToDataRoutes(routes, mapRouteProperties, void 0, manifest) };
    __dataRoutesMemo.set(routes, kept);
  }
  return kept;
}
`,
  },
  {
    // The part of the manifest a page inlines (lazy route discovery): the routes matching its
    // path and the path's parents, found by matching ~80 routes per parent and written as
    // indented JSON on every document. Kept per path and matched routes (at most 1,000 paths).
    file: /react-router[\\/]dist[\\/]production[\\/]chunk-[\w-]+\.mjs$/,
    find: /JSON\.stringify\(\s*getPartialManifest\(manifest, router\),\s*null,\s*2\s*\)/,
    replace: '__memoPartialManifestJson(manifest, router)',
    helper: `
const __partialManifestMemo = new WeakMap();
function __memoPartialManifestJson(manifest, router) {
  let byPath = __partialManifestMemo.get(manifest);
  if (!byPath) {
    byPath = new Map();
    __partialManifestMemo.set(manifest, byPath);
  }
  let key = router.state.location.pathname + "\\n" + router.state.matches.map((m) => m.route.id).join(",");
  let json = byPath.get(key);
  if (json === undefined) {
    if (byPath.size >= 1000) byPath.clear();
    json = JSON.stringify(getPartialManifest(manifest, router), null, 2);
    byPath.set(key, json);
  }
  return json;
}
`,
  },
  {
    // Route matching: every request matches its path against the ~150 branches of the route
    // table, twice (the request handler, then the static handler), each branch's root layout
    // matching and being joined before the branch fails: ~10 % of a form post's CPU. With the
    // build's own branches (precomputed, never patched on the server), the matches of a path are
    // kept (at most 1,000 paths) and handed out as copies, so no caller shares an object with another.
    file: /react-router[\\/]dist[\\/]production[\\/]chunk-[\w-]+\.mjs$/,
    find: /let branches = precomputedBranches \?\? flattenAndRankRoutes\(routes\);\s*let matches = null;\s*let decoded = decodePath\(pathname\);\s*for \(let i = 0; matches == null && i < branches\.length; \+\+i\) \{\s*matches = matchRouteBranch\(\s*branches\[i\],\s*decoded,\s*allowPartial\s*\);\s*\}\s*return matches;/,
    replace:
      'let branches = precomputedBranches ?? flattenAndRankRoutes(routes);\n  return __memoMatches(branches, decodePath(pathname), allowPartial, precomputedBranches != null);',
    helper: `
function __matchBranches(branches, decoded, allowPartial) {
  let matches = null;
  for (let i = 0; matches == null && i < branches.length; ++i) {
    matches = matchRouteBranch(branches[i], decoded, allowPartial);
  }
  return matches;
}
const __matchesMemo = new WeakMap();
function __memoMatches(branches, decoded, allowPartial, stable) {
  if (!stable) return __matchBranches(branches, decoded, allowPartial);
  let byPath = __matchesMemo.get(branches);
  if (!byPath) {
    byPath = new Map();
    __matchesMemo.set(branches, byPath);
  }
  let key = (allowPartial ? "1" : "0") + decoded;
  let kept = byPath.get(key);
  if (kept === undefined) {
    if (byPath.size >= 1000) byPath.clear();
    kept = __matchBranches(branches, decoded, allowPartial);
    byPath.set(key, kept);
  }
  if (kept === null) return null;
  // The matches of a branch share one params object, as matchRouteBranch makes them.
  let params = { ...kept[0].params };
  return kept.map((m) => ({ ...m, params }));
}
`,
  },
];

export function reactRouterServerMemo(): Plugin {
  const applied = new Set<number>();
  return {
    name: 'react-router-server-memo',
    apply: 'build',
    transform(code, id, options) {
      if (!options?.ssr) return undefined;
      let out = code;
      PATCHES.forEach((p, i) => {
        if (!p.file.test(id) || !p.find.test(out)) return;
        out = out.replace(p.find, p.replace) + p.helper;
        applied.add(i);
      });
      return out === code ? undefined : { code: out, map: null };
    },
    buildEnd(error) {
      // The server environment, however it is named: with Vite's Environment API (React Router's
      // v8_viteEnvironmentApi, always on in React Router 8) `build.ssr` is not set on it.
      const env = this.environment?.config;
      if (error || !(env?.consumer === 'server' || env?.build.ssr)) return;
      const missing = PATCHES.filter((_, i) => !applied.has(i));
      if (missing.length) {
        this.error(
          `react-router-server-memo: ${missing.length} pattern(s) not found in react-router's production files (upgrade? see app/render/vite/react-router-memo.ts; RENDER_ROUTER_MEMO=0 builds without them)`,
        );
      }
    },
  };
}
