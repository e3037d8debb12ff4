import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The app keeps no module state of its own: a process-wide value is declared with
 * `singleton(name, create)` (app/server/singleton.server.ts), a browser-side memo with
 * once()/latch() (app/lib/once.ts), and what belongs to one request travels with it.
 * And one module owns the site's public origin: PUBLIC_URL is read nowhere else.
 */
const ROOT = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.(ts|tsx|mjs|js)$/.test(e.name) ? [p] : [];
  });
}

const files = [...sourceFiles(path.join(ROOT, 'app')), path.join(ROOT, 'server.ts')];
const rel = (f: string) => path.relative(ROOT, f);

/** The code of a file without its comments (a comment may name PUBLIC_URL). */
function code(file: string): string {
  return fs
    .readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

describe('module state', () => {
  it('no module-level let or var in app/ or server.ts', () => {
    const found = files.flatMap((f) =>
      code(f)
        .split('\n')
        .map((line, i) => ({ line, at: `${rel(f)}:${i + 1}` }))
        .filter(({ line }) => /^(export )?(let|var) /.test(line))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });

  it('PUBLIC_URL is read in app/server/http/site-origin.server.ts only', () => {
    const owner = 'app/server/http/site-origin.server.ts';
    // A read: `.PUBLIC_URL`, `['PUBLIC_URL']` or a destructuring `{ PUBLIC_URL }` (not S3_PUBLIC_URL, not a text).
    const read = /\.PUBLIC_URL\b|\[\s*['"`]PUBLIC_URL['"`]\s*\]|\{[^}]*(?<![\w])PUBLIC_URL\b[^}]*\}\s*=/;
    const readers = files.filter((f) => read.test(code(f))).map(rel);
    expect(readers).toEqual([owner]);
  });
});
