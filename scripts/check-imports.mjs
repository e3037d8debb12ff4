#!/usr/bin/env node
/**
 * The import graph of app/, server.ts and scripts/, built with the TypeScript compiler's own module
 * resolution (tsconfig paths included). Reports every import cycle between files and every loop
 * between domain folders (type-only imports count: a cycle of types is still a knot in the design)
 * and exits 1 if there is one.
 *   node scripts/check-imports.mjs            cycles
 *   node scripts/check-imports.mjs --layers   also (docs/architecture.md; ESLint checks the layers per import line in
 *                                             eslint.config.js), exit 1 on any of them:
 *                                             - an import that points up a layer (app/site/ sits above app/domain/);
 *                                             - an import into a folder of app/domain/ or app/site/ from outside it that
 *                                               is not its face (index.ts, index.server.ts), a face that is more than
 *                                               re-exports of its own folder or exports a name nobody outside uses,
 *                                               a file directly in app/domain/;
 *                                             - a domain folder that imports more than 5 other domain folders (the
 *                                               fan-out table is printed).
 * Both also fail on a route file over 250 lines.
 */
import path from 'node:path';
import fs from 'node:fs';
import ts from 'typescript';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const configFile = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile);
const parsed = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root);
const options = parsed.options;
const host = ts.createCompilerHost(options);

function walk(dir, out) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}
const files = walk(path.join(root, 'app'), [path.join(root, 'server.ts')]);
// The command-line scripts import the app through the same faces (not part of the layers).
const scriptFiles = walk(path.join(root, 'scripts'), []).filter((f) => !f.endsWith('.mjs'));
files.push(...scriptFiles);
const inScope = new Set(files);

/** @type {Map<string, string[]>} */
const graph = new Map();
for (const file of files) {
  const info = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
  const deps = [];
  for (const ref of info.importedFiles) {
    const r = ts.resolveModuleName(ref.fileName, file, options, host).resolvedModule;
    if (r && inScope.has(path.resolve(r.resolvedFileName))) deps.push(path.resolve(r.resolvedFileName));
  }
  graph.set(file, deps);
}
const rel = (f) => path.relative(root, f);
const isServerFile = (f) => /\.server\.tsx?$/.test(f);

// Cycles: strongly connected components (Tarjan), then one shortest cycle per component.
/** @param {Map<string, string[]>} g */
function cyclesOf(g) {
  let index = 0;
  const idx = new Map(),
    low = new Map(),
    onStack = new Set(),
    stack = [],
    sccs = [];
  function strong(v) {
    idx.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const w of g.get(v)) {
      if (!idx.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const comp = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        comp.push(w);
      } while (w !== v);
      if (comp.length > 1 || g.get(v).includes(v)) sccs.push(comp);
    }
  }
  for (const v of g.keys()) if (!idx.has(v)) strong(v);
  return sccs;
}

/** @param {Map<string, string[]>} g */
function shortestCycle(g, comp) {
  const set = new Set(comp);
  const start = comp.slice().sort()[0];
  const prev = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const v = queue.shift();
    for (const w of g.get(v)) {
      if (!set.has(w)) continue;
      if (w === start) {
        const c = [v];
        let p = prev.get(v);
        while (p) {
          c.unshift(p);
          p = prev.get(p);
        }
        return [...c, start];
      }
      if (!prev.has(w)) {
        prev.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start];
}

const sccs = cyclesOf(graph);

// Folder loops: the same over domain folders (app/domain/<folder>/, a file directly in app/domain/ is its own node),
// so domain A importing B while B imports A through any other files is a loop even when no file cycle exists.
const domainOf = (f) => {
  const m = /^app\/domain\/([^/]+)/.exec(rel(f));
  return m ? `app/domain/${m[1]}` : null;
};
// The loops are looked for among the folders of app/site/ too (each imports the domain through faces).
const folderNodeOf = (f) => domainOf(f) ?? (/^app\/site\/[^/]+\//.test(rel(f)) ? /^app\/site\/[^/]+/.exec(rel(f))[0] : null);
/** @type {Map<string, string[]>} */
const folderGraph = new Map();
/** @type {Map<string, string>} the first file import behind each folder edge, for the report */
const folderEdgeWitness = new Map();
for (const [f, deps] of graph) {
  const from = folderNodeOf(f);
  if (!from) continue;
  if (!folderGraph.has(from)) folderGraph.set(from, []);
  for (const d of deps) {
    const to = folderNodeOf(d);
    if (!to || to === from) continue;
    if (!folderGraph.has(to)) folderGraph.set(to, []);
    if (!folderGraph.get(from).includes(to)) {
      folderGraph.get(from).push(to);
      folderEdgeWitness.set(`${from}>${to}`, `${rel(f)} -> ${rel(d)}`);
    }
  }
}
const folderLoops = cyclesOf(folderGraph);

let upward = 0;
let faceProblems = 0;
let wideFolders = 0;
if (process.argv.includes('--layers')) {
  const order = ['i18n', 'lib', 'server', 'domain', 'site', 'components', 'web', 'routes'];
  const layer = (f) => {
    const r = rel(f);
    if (r === 'server.ts' || r.startsWith('scripts/')) return 'routes';
    const m = /^app\/([^/]+)\//.exec(r);
    return m && order.includes(m[1]) ? m[1] : 'routes'; // root.tsx, entry.server.tsx, routes.ts
  };
  let n = 0;
  for (const [f, deps] of graph)
    for (const d of deps) {
      if (order.indexOf(layer(d)) > order.indexOf(layer(f)) && !(layer(f) === 'routes' && layer(d) === 'web')) {
        console.log(`up: ${rel(f)} -> ${rel(d)}`);
        n++;
      }
    }
  console.log(`${n} import(s) pointing up a layer`);
  upward = n;

  faceProblems = checkFaces();
  wideFolders = fanOut();
}

/**
 * Public faces: a folder of app/domain/ or app/site/ is used from outside only through its index.ts (client-safe
 * modules) and index.server.ts (index.ts and its server modules). A face only re-exports its own folder's modules,
 * by name, and only what some file outside the folder imports.
 */
function checkFaces() {
  const FACE_ROOTS = ['app/domain/', 'app/site/'];
  // React Router loads the route config with its own module runner, which knows no `~/` alias: routes.ts imports
  // the alias-free files it needs directly.
  const DEEP_ALLOWED = new Set(['app/routes.ts']);
  const folderOf = (f) => {
    const r = rel(f);
    const root = FACE_ROOTS.find((p) => r.startsWith(p));
    const m = root && /^([^/]+)\//.exec(r.slice(root.length));
    return m ? root + m[1] : null;
  };
  const faceKind = (f) => {
    const folder = folderOf(f);
    if (!folder) return null;
    const r = rel(f);
    return r === `${folder}/index.ts` ? 'client' : r === `${folder}/index.server.ts` ? 'server' : null;
  };
  let problems = 0;
  const problem = (msg) => {
    console.log(msg);
    problems++;
  };
  for (const f of files) {
    const r = rel(f);
    if (/^app\/domain\/[^/]+$/.test(r)) problem(`loose file in app/domain/: ${r} (each file belongs to a domain folder)`);
  }
  /** face file → names other folders import from it */
  const used = new Map();
  /** face file → [name, module] it re-exports */
  const faceExports = new Map();
  for (const f of files) {
    const sf = ts.createSourceFile(f, fs.readFileSync(f, 'utf8'), ts.ScriptTarget.Latest, true);
    const from = folderOf(f);
    const kind = faceKind(f);
    if (kind) faceExports.set(f, []);
    for (const st of sf.statements) {
      const isDecl = ts.isImportDeclaration(st) || ts.isExportDeclaration(st);
      if (kind && !(ts.isExportDeclaration(st) && st.moduleSpecifier)) {
        problem(`${rel(f)}: a face only re-exports (\`export { … } from './module'\`)`);
        continue;
      }
      if (!isDecl || !st.moduleSpecifier || !ts.isStringLiteral(st.moduleSpecifier)) continue;
      const res = ts.resolveModuleName(st.moduleSpecifier.text, f, options, host).resolvedModule;
      const target = res && path.resolve(res.resolvedFileName);
      if (!target || !inScope.has(target)) continue;
      const to = folderOf(target);
      const names = [];
      const clause = ts.isImportDeclaration(st) ? st.importClause?.namedBindings : st.exportClause;
      if (clause && (ts.isNamedImports(clause) || ts.isNamedExports(clause)))
        for (const e of clause.elements) names.push((e.propertyName ?? e.name).text);
      if (kind) {
        const own = to === from && !faceKind(target);
        const star = kind === 'server' && !st.exportClause && rel(target) === `${from}/index.ts`;
        if (!own && !star) problem(`${rel(f)}: a face re-exports its own folder's modules by name: ${st.moduleSpecifier.text}`);
        for (const n of names) faceExports.get(f).push([n, target]);
        continue;
      }
      if (!to || to === from) continue;
      const toKind = faceKind(target);
      if (!toKind) {
        if (!DEEP_ALLOWED.has(rel(f)))
          problem(`deep import: ${rel(f)} -> ${rel(target)} (import ${to}/index${isServerFile(target) ? '.server' : ''} instead)`);
        continue;
      }
      if (!used.has(target)) used.set(target, new Set());
      for (const n of names) used.get(target).add(n);
    }
  }
  for (const [face, list] of faceExports) {
    const client = path.join(path.dirname(face), 'index.ts');
    const users = new Set([
      ...(used.get(face) ?? []),
      ...(faceKind(face) === 'client' ? (used.get(path.join(path.dirname(face), 'index.server.ts')) ?? []) : []),
    ]);
    for (const [n, module] of list)
      if (!users.has(n)) problem(`${rel(face)} exports ${n} (${rel(module)}), which nothing outside ${folderOf(face)}/ imports: drop it`);
    if (face !== client && !list.length && !fs.existsSync(client)) problem(`${rel(face)} is empty`);
  }
  console.log(`${problems} problem(s) with the public faces`);
  return problems;
}

/** Folders each folder of app/domain/ and app/site/ imports (any import, types too); only app/domain/'s are limited. */
function fanOut() {
  const MAX = 5;
  const siteOf = (f) => {
    const m = /^app\/site\/([^/]+)\//.exec(rel(f));
    return m ? `app/site/${m[1]}` : null;
  };
  const edges = new Map();
  for (const [f, deps] of graph) {
    const from = domainOf(f) ?? siteOf(f);
    if (!from) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    for (const d of deps) {
      const to = domainOf(d) ?? siteOf(d);
      if (to && to !== from) edges.get(from).add(to);
    }
  }
  const rows = [...edges].sort(([a, x], [b, y]) => y.size - x.size || (a < b ? -1 : 1));
  console.log(`\nfan-out: the folders each folder imports (at most ${MAX} for a folder of app/domain/)`);
  let wide = 0;
  for (const [folder, to] of rows) {
    const over = folder.startsWith('app/domain/') && to.size > MAX;
    if (over) wide++;
    const names = [...to]
      .map((t) => t.replace('app/domain/', ''))
      .sort()
      .join(', ');
    console.log(`  ${String(to.size).padStart(2)}  ${folder.padEnd(24)} ${names}${over ? `  <- over ${MAX}` : ''}`);
  }
  console.log(`${wide} domain folder(s) importing more than ${MAX} others\n`);
  return wide;
}

// Thin routes: no route file over 250 lines (what grows goes to its component or domain folder).
const ROUTE_MAX_LINES = 250;
const longRoutes = files
  .filter((f) => rel(f).startsWith('app/routes/'))
  .map((f) => [rel(f), fs.readFileSync(f, 'utf8').split('\n').length - 1])
  .filter(([, n]) => n > ROUTE_MAX_LINES);
for (const [f, n] of longRoutes) console.log(`route over ${ROUTE_MAX_LINES} lines: ${f} (${n})`);

for (const comp of sccs) console.log(`cycle (${comp.length} files): ${shortestCycle(graph, comp).map(rel).join(' -> ')}`);
for (const comp of folderLoops) {
  const loop = shortestCycle(folderGraph, comp);
  console.log(`folder loop (${comp.length} domain folders): ${loop.join(' -> ')}`);
  for (let i = 0; i + 1 < loop.length; i++) console.log(`  ${folderEdgeWitness.get(`${loop[i]}>${loop[i + 1]}`)}`);
}
console.log(
  `${files.length} files, ${[...graph.values()].reduce((a, d) => a + d.length, 0)} imports, ${sccs.length} import cycle(s), ${folderLoops.length} domain folder loop(s)`,
);
process.exit(sccs.length || folderLoops.length || upward || faceProblems || wideFolders || longRoutes.length ? 1 : 0);
