#!/usr/bin/env node
/**
 * The import graph of app/ and server.ts, built with the TypeScript compiler's own module
 * resolution (tsconfig paths included). Reports every import cycle between files and every loop
 * between domain folders (type-only imports count: a cycle of types is still a knot in the design)
 * and exits 1 if there is one.
 *   node scripts/check-imports.mjs            cycles
 *   node scripts/check-imports.mjs --layers   also imports that point up a layer (docs/architecture.md; ESLint checks the
 *                                             same per import line in eslint.config.js), exit 1 if there is one
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
/** @type {Map<string, string[]>} */
const folderGraph = new Map();
/** @type {Map<string, string>} the first file import behind each folder edge, for the report */
const folderEdgeWitness = new Map();
for (const [f, deps] of graph) {
  const from = domainOf(f);
  if (!from) continue;
  if (!folderGraph.has(from)) folderGraph.set(from, []);
  for (const d of deps) {
    const to = domainOf(d);
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
if (process.argv.includes('--layers')) {
  const order = ['i18n', 'lib', 'server', 'domain', 'components', 'web', 'routes'];
  const layer = (f) => {
    const r = rel(f);
    if (r === 'server.ts') return 'routes';
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
process.exit(sccs.length || folderLoops.length || upward || longRoutes.length ? 1 : 0);
