#!/usr/bin/env node
/**
 * Part of `npm run lint`: the project uses its dependencies only through what they publish, so that
 * a framework update is a version bump (docs/decisions/033-react-router-updates.md). Exits 1 on:
 * - an import (static, dynamic, require, require.resolve, import.meta.resolve) of a package file by
 *   path: a subpath the package's `exports` does not publish (react-router/dist/..., react-dom/cjs/...),
 *   or any specifier through node_modules;
 * - in the build's configuration (vite*.ts, vitest*.ts, react-router.config.ts and the project files
 *   they import), a string naming node_modules or a package's dist/cjs/esm folder (an alias to a
 *   framework file), or a Vite plugin hook that rewrites module code (transform, load, renderChunk);
 * - a file write, copy or removal under node_modules from the project's scripts, and a package.json
 *   script that edits node_modules (patch-package, sed, ...).
 *   node scripts/check-framework-use.mjs [files...]   the given files only (default: the whole project)
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const rel = (f) => path.relative(root, f);
const CODE = /\.(?:[cm]?[jt]sx?)$/;
const SKIP = new Set(['node_modules', 'build', '.builds', 'data', 'coverage', '.react-router', '.git', 'test-results']);

function walk(dir, out = []) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(e.name)) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (CODE.test(e.name) && !e.name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

const BUILD_CONFIG = /^(?:vite|vitest)[\w.-]*\.[cm]?[jt]s$|^react-router\.config\.[cm]?[jt]s$/;
const args = process.argv.slice(2).map((f) => path.resolve(f));
const files = args.length ? args : walk(root);

/** A package's published subpaths (its `exports` keys), or null when it has no `exports` map. */
const exportsCache = new Map();
function publishedSubpaths(pkg) {
  if (exportsCache.has(pkg)) return exportsCache.get(pkg);
  let result = null;
  const file = path.join(root, 'node_modules', pkg, 'package.json');
  if (fs.existsSync(file)) {
    const exp = JSON.parse(fs.readFileSync(file, 'utf8')).exports;
    if (exp && typeof exp === 'object' && Object.keys(exp).some((k) => k.startsWith('.'))) result = Object.keys(exp);
    else if (exp) result = ['.'];
  }
  exportsCache.set(pkg, result);
  return result;
}

const DEEP_FOLDER = /^(?:dist|cjs|esm|lib|build|src)(?:\/|$)/;
/** Why a module specifier reaches into a package by path, or null. */
function deepImport(spec) {
  const bare = spec.split('?')[0];
  if (/(?:^|\/)node_modules\//.test(bare)) return 'a path through node_modules';
  if (bare.startsWith('.') || bare.startsWith('/') || bare.startsWith('~') || bare.includes(':')) return null;
  const parts = bare.split('/');
  const pkg = bare.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  const sub = bare.slice(pkg.length + 1);
  if (!sub) return null;
  const published = publishedSubpaths(pkg);
  if (published === null) return DEEP_FOLDER.test(sub) ? `a file of ${pkg} by path` : null;
  const ok = published.some((key) => {
    const k = key.replace(/^\.\/?/, '');
    if (!k.includes('*')) return k === sub;
    const [before, after] = k.split('*');
    return sub.startsWith(before) && sub.endsWith(after) && sub.length >= before.length + after.length;
  });
  return ok ? null : `"${sub}" is not among ${pkg}'s published paths (its package.json "exports")`;
}

const problems = [];
const report = (sf, node, what) => {
  const { line } = sf.getLineAndCharacterOfPosition(node.getStart(sf));
  problems.push(`${rel(sf.fileName)}:${line + 1}: ${what}`);
};
const literal = (node) => (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null);
const WRITES =
  /^(?:writeFile|writeFileSync|appendFile|appendFileSync|copyFile|copyFileSync|cp|cpSync|rm|rmSync|rename|renameSync|unlink|unlinkSync|symlink|symlinkSync|createWriteStream)$/;

/** Project files the build configuration imports (its plugins live there too). */
const configFiles = new Set(files.filter((f) => BUILD_CONFIG.test(path.basename(f)) && path.dirname(f) === root));
for (const f of configFiles) {
  // A Set visits what is added while it is iterated: the closure of the configuration's imports.
  const text = fs.readFileSync(f, 'utf8');
  for (const m of text.matchAll(/from\s+['"](\.{1,2}\/[^'"]+)['"]/g)) {
    const base = path.resolve(path.dirname(f), m[1]);
    const found = [base, ...['.ts', '.mts', '.js', '.mjs', '/index.ts'].map((e) => base + e)].find(
      (p) => fs.existsSync(p) && fs.statSync(p).isFile(),
    );
    if (found) configFiles.add(found);
  }
}

for (const file of files) {
  const text = fs.readFileSync(file, 'utf8');
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const inConfig = configFiles.has(file);
  const visit = (node) => {
    let spec = null;
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) spec = literal(node.moduleSpecifier);
    else if (ts.isCallExpression(node)) {
      const callee = node.expression.getText(sf);
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword || /^(?:require|require\.resolve|import\.meta\.resolve)$/.test(callee))
        spec = literal(node.arguments[0]);
      const name = ts.isPropertyAccessExpression(node.expression) ? node.expression.name.text : callee;
      if (WRITES.test(name) && node.arguments.some((a) => /node_modules/.test(a.getText(sf))))
        report(sf, node, `${name}() under node_modules: a build step must not edit installed packages`);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) spec = literal(node.argument.literal);
    if (spec !== null) {
      const why = deepImport(spec);
      if (why) report(sf, node, `import of "${spec}": ${why}`);
    }
    if (inConfig) {
      const s = literal(node);
      if (s !== null && !(node.parent && (ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent)))) {
        if (/node_modules|(?:^|\/)(?:dist|cjs|esm)\//.test(s))
          report(sf, node, `"${s}" in the build configuration: a framework file by path`);
      }
      if ((ts.isMethodDeclaration(node) || ts.isPropertyAssignment(node)) && ts.isIdentifier(node.name)) {
        if (/^(?:transform|load|renderChunk)$/.test(node.name.text) && ts.isObjectLiteralExpression(node.parent))
          report(sf, node, `a Vite plugin's ${node.name.text} hook: the build must not rewrite module code`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
}

if (!args.length) {
  const scripts = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts ?? {};
  for (const [name, cmd] of Object.entries(scripts))
    if (/node_modules|patch-package|\bsed\b|\bperl\b/.test(cmd))
      problems.push(`package.json: script "${name}" edits installed packages: ${cmd}`);
}

for (const p of problems) console.log(p);
console.log(`${files.length} files: ${problems.length} use(s) of framework files by path or edit(s) of installed packages`);
process.exit(problems.length ? 1 : 0);
