#!/usr/bin/env node
// Printed after `npm run build`: the JavaScript and CSS each public page loads
// up front (its route chain in the React Router manifest: entry, root, layout,
// page, with their imports), raw, gzip and brotli; then the largest chunks.
// Chunks loaded on demand (dialog, toasts, validation) are not counted: a
// visitor downloads them only when they use the form.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

// BUILD_DIR as in react-router.config.ts.
const client = `${process.env.BUILD_DIR ?? 'build'}/client`;
const dir = `${client}/assets`;
// Not for `npm start`'s first build (BUILD_QUIET=1): the report is for developers.
if (!fs.existsSync(dir) || process.env.BUILD_QUIET === '1') process.exit(0);

const sizes = new Map();
const size = (file) => {
  if (!sizes.has(file)) {
    const buf = fs.readFileSync(path.join(client, file));
    sizes.set(file, { raw: buf.length, gzip: zlib.gzipSync(buf, { level: 9 }).length, brotli: zlib.brotliCompressSync(buf).length });
  }
  return sizes.get(file);
};
const kb = (n) => (n / 1024).toFixed(1).padStart(7);
const sum = (files) =>
  [...files].reduce(
    (a, f) => {
      const s = size(f);
      return { raw: a.raw + s.raw, gzip: a.gzip + s.gzip, brotli: a.brotli + s.brotli };
    },
    { raw: 0, gzip: 0, brotli: 0 },
  );

const manifestFile = fs.readdirSync(dir).find((f) => f.startsWith('manifest-') && f.endsWith('.js'));
const manifestSrc = fs.readFileSync(path.join(dir, manifestFile), 'utf8');
const manifest = JSON.parse(manifestSrc.slice(manifestSrc.indexOf('=') + 1).replace(/;\s*$/, ''));
const routes = manifest.routes;
const publicPages = Object.values(routes).filter(
  (r) => r.parentId === 'routes/public/layout' && r.hasDefaultExport && !r.id.endsWith('.en'),
);

console.log('\nBundle report: what each public page loads up front (KB)');
console.log(`${'page'.padEnd(28)}    JS raw    gzip  brotli   CSS gzip`);
// The target is 130 KB of gzip per public page (docs/decisions/033-react-router-updates.md); the
// build fails above the ceiling, a guard against a regression that stays below what React DOM and
// React Router weigh as published.
const target = 130 * 1024;
const budget = { js: Number(process.env.BUNDLE_BUDGET_KB ?? 150) * 1024, css: 25 * 1024 };
let worst = 0;
const over = [];
for (const page of publicPages) {
  // The manifest file is not among them: with lazy route discovery (React Router's default) the
  // page carries the part of the manifest it needs inline and names the file only by its URL.
  const js = new Set([manifest.entry.module, ...manifest.entry.imports]);
  // The stylesheet is linked by the root route's `links`, not listed in the manifest.
  const css = new Set(
    fs
      .readdirSync(dir)
      .filter((f) => /^app-.*\.css$/.test(f))
      .map((f) => '/assets/' + f),
  );
  for (let r = page; r; r = routes[r.parentId]) {
    js.add(r.module);
    r.imports?.forEach((f) => js.add(f));
    r.css?.forEach((f) => css.add(f));
  }
  const j = sum(js);
  const c = sum(css);
  worst = Math.max(worst, j.gzip);
  const name = (page.path ?? page.id).slice(0, 28);
  if (j.gzip > budget.js || c.gzip > budget.css) over.push(name);
  console.log(`${name.padEnd(28)} ${kb(j.raw)} ${kb(j.gzip)} ${kb(j.brotli)} ${kb(c.gzip)}`);
}
console.log(
  `largest public page JS gzip ${kb(worst).trim()} KB (target ${target / 1024} KB${worst > target ? ': OVER' : ''}; build ceiling ${budget.js / 1024} KB, CSS ${budget.css / 1024} KB)`,
);

const rows = fs
  .readdirSync(dir)
  .filter((f) => /\.(js|css)$/.test(f))
  .map((f) => ({ file: f, ...size('assets/' + f) }))
  .sort((a, b) => b.gzip - a.gzip);
console.log('\nLargest chunks (KB)                        raw    gzip  brotli');
for (const r of rows.slice(0, 15)) console.log(`${r.file.padEnd(40).slice(0, 40)} ${kb(r.raw)} ${kb(r.gzip)} ${kb(r.brotli)}`);
console.log('');
if (over.length) {
  console.error(
    `Bundle budget exceeded (JS ${budget.js / 1024} KB / CSS ${budget.css / 1024} KB gzip per public page): ${over.join(', ')}`,
  );
  process.exit(1);
}
