import type { Rolldown } from 'vite';

type ChunkMeta = Rolldown.ChunkingContext;

// Public entry points: the root route and every public route module.
const PUBLIC_ROUTE = /\/app\/(?:root\.tsx|routes\/public\/[^/]+\.tsx)$/;
// Our modules and lucide's icons (imported one file per icon: the index
// re-exports every icon, and a module in a manual chunk takes along what only
// it imports, so through the index the admin's icons would come along too).
const SOURCE = /\/app\/.*\.tsx?$|\/node_modules\/lucide-react\/dist\/esm\/(?!lucide-react\.mjs)/;
// A module two or more public pages share joins the shared chunk when small and
// shared widely (the page hero, an arrow icon) or tiny (most icons): fetching it
// separately costs more than its bytes. A small one only a few pages share (the
// investors and partners pages' texts, the projects' cards of home and projects)
// goes to one chunk per set of pages, so that the other pages do not download it.
// Larger ones (the legal texts of privacy and terms) keep their own chunk.
const SMALL = 6_000; // characters of transformed source
const TINY = 1_500;
const WIDELY = 5; // public pages
const EVERY_PAGE = /\/app\/(?:root\.tsx|routes\/public\/layout\.tsx)$/;
// React, React DOM, React Router (with their CommonJS wrappers): one chunk every page needs.
const CORE = /\/node_modules\/(?:react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)\//;

// A folder's client face (app/domain/<name>/index.ts, app/site/<name>/index.ts; docs/architecture.md): it only
// re-exports, so a module behind it is reached by the face's importers that import one of its names.
const FACE = /\/app\/(?:domain|site)\/([^/]+)\/index\.ts$/;
const NAMED_FROM = /\b(?:import|export)\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
/** The imported names of `{ a, type B, c as d }`: a, B, c. */
const names = (list = ''): string[] =>
  list
    .split(',')
    .map(
      (p) =>
        p
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0] ?? '',
    )
    .filter(Boolean);

/** Whether `importer` imports from `face` one of the names the face takes from `id`. */
function usesThroughFace(importer: string, face: string, id: string, meta: ChunkMeta): boolean {
  const folder = FACE.exec(face)?.[1];
  const given = new Set<string>();
  for (const [, list, spec = ''] of (meta.getModuleInfo(face)?.code ?? '').matchAll(NAMED_FROM))
    if (id.replace(/\.tsx?$/, '').endsWith(spec.replace(/^\.\//, '/'))) for (const n of names(list)) given.add(n);
  for (const [, list, spec = ''] of (meta.getModuleInfo(importer)?.code ?? '').matchAll(NAMED_FROM))
    if (spec.endsWith(`/${folder}/index`) && names(list).some((n) => given.has(n))) return true;
  return false;
}

/**
 * One chunk ("public") for the code every public page or many of them share
 * (layout parts, icons, helpers), and one per set of pages for what only a few
 * share, instead of one chunk per shared module: a public page
 * fetched ~40 scripts before, over HTTP/1.1 connections six at a time. Code one
 * page uses alone stays in that page's chunk; code loaded on demand (dialog,
 * toasts, validation) and admin-only code are not reached through static
 * imports from public routes, so they keep Rollup's default split.
 */
export function publicChunks() {
  const reach = new Map<string, Set<string>>();
  const publicRoutesReaching = (id: string, meta: ChunkMeta, seen: Set<string>): Set<string> => {
    const known = reach.get(id);
    if (known) return known;
    const found = new Set<string>();
    if (PUBLIC_ROUTE.test(id)) found.add(id);
    else if (!seen.has(id)) {
      seen.add(id);
      for (const importer of meta.getModuleInfo(id)?.importers ?? []) {
        if (FACE.test(importer)) {
          // Through a face: only the face's importers that use this module's names.
          for (const user of meta.getModuleInfo(importer)?.importers ?? [])
            if (usesThroughFace(user, importer, id, meta)) for (const r of publicRoutesReaching(user, meta, seen)) found.add(r);
          continue;
        }
        for (const r of publicRoutesReaching(importer, meta, seen)) found.add(r);
      }
      seen.delete(id);
    }
    // Only a complete answer (not cut short by an import cycle) is remembered.
    if (seen.size === 0) reach.set(id, found);
    return found;
  };
  return (id: string, meta: ChunkMeta): string | undefined => {
    if (CORE.test(id)) return 'react';
    if (id.startsWith('\0') || !SOURCE.test(id) || PUBLIC_ROUTE.test(id)) return undefined;
    const routes = publicRoutesReaching(id, meta, new Set());
    if ([...routes].some((r) => EVERY_PAGE.test(r))) return 'public';
    const length = meta.getModuleInfo(id)?.code?.length ?? Infinity;
    if (routes.size < 2 || length > SMALL) return undefined;
    if (routes.size >= WIDELY || length <= TINY) return 'public';
    return `shared-${[...routes]
      .map((r) => /([^/]+)\.tsx$/.exec(r)?.[1])
      .sort()
      .join('-')}`;
  };
}
