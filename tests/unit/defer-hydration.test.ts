import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { deferHydration, deferHydrationInBytes, deferHydrationInHtml, deferModuleScript } from '~/render/defer-hydration.server';

async function run(chunks: Array<string | Buffer>): Promise<string> {
  let out = '';
  for await (const c of Readable.from(chunks).pipe(deferHydration())) out += String(c);
  return out;
}

// The shape React Router 7's <Scripts> renders (modulepreloads hoisted into the head by React).
const moduleScript =
  '<script nonce="n0nce" type="module" async="">;\nimport * as route0 from "/assets/root.js";\n' +
  'import * as route1 from "/assets/home.js";\n  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.js"}};\n' +
  '  window.__reactRouterRouteModules = {"root":route0,"home":route1};\n\nimport("/assets/entry.js");</script>';
const doc =
  '<!DOCTYPE html><html><head><title>Ağ çözümleri</title><link rel="modulepreload" href="/assets/entry.js" nonce="n0nce"/>' +
  '<link rel="modulepreload" href="/assets/react.js" nonce="n0nce"/></head><body><p>&lt;link rel="modulepreload"&gt; stays as text</p>' +
  '<script nonce="n0nce">window.__reactRouterContext = {};</script>' +
  moduleScript +
  '<script nonce="n0nce">window.__reactRouterContext.streamController.close();</script></body></html>';

describe('deferred hydration', () => {
  it('takes the preloads out of the head and rewrites the module script to load them after the first paint', async () => {
    const out = await run([doc]);
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).toContain('<p>&lt;link rel="modulepreload"&gt; stays as text</p>');
    expect(out).toContain('<script nonce="n0nce">window.__reactRouterContext = {};</script>');
    expect(out).toContain('<script nonce="n0nce">window.__reactRouterContext.streamController.close();</script></body></html>');
    expect(out).toContain('<script nonce="n0nce" type="module" async="">{const start=');
    expect(out).toContain('["/assets/entry.js","/assets/react.js"]');
    expect(out).toContain('Promise.all([import("/assets/root.js"),import("/assets/home.js")]).then(([route0,route1])=>{');
    expect(out).toContain('window.__reactRouterRouteModules = {"root":route0,"home":route1};');
    expect(out).toContain('"first-contentful-paint"');
    expect(out).not.toMatch(/import \* as/);
  });

  it('gives the same result however the document is cut into chunks, multi-byte letters included', async () => {
    const expected = await run([doc]);
    const bytes = Buffer.from(doc);
    for (let size = 1; size <= 60; size++) {
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      expect(await run(chunks)).toBe(expected);
    }
  });

  it('leaves a module script of another shape as it is, with the preloads put back before it', async () => {
    const other = doc.replace(moduleScript, '<script type="module">console.log(1)</script>');
    const out = await run([other]);
    expect(out).toContain(
      '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/react.js"/><script type="module">console.log(1)</script>',
    );
    expect(deferModuleScript('<script type="module">console.log(1)</script>', [])).toBeUndefined();
  });

  it('leaves the development script (with a side-effect import of the HMR runtime) as it is', () => {
    const dev =
      '<script type="module">import "/@id/__x00__virtual:react-router/inject-hmr-runtime";;\n' +
      'import * as route0 from "/app/root.tsx";\n  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/app/entry.client.tsx");</script>';
    expect(deferModuleScript(dev, [])).toBeUndefined();
  });

  it('passes a document without a module script through unchanged', async () => {
    const plain = '<!DOCTYPE html><html><head><title>x</title></head><body><p>hi</p></body></html>';
    expect(await run([plain])).toBe(plain);
  });

  it('produces a script that runs: the route modules are imported, then the entry, after the paint', async () => {
    const tag = deferModuleScript(moduleScript, ['/assets/entry.js']);
    const body = tag!.slice(tag!.indexOf('>') + 1, -'</script>'.length);
    const imported: string[] = [];
    const appended: string[] = [];
    let observer: ((list: { getEntriesByName: (n: string) => unknown[] }, obs: { disconnect: () => void }) => void) | undefined;
    const win: Record<string, unknown> = {};
    // Run it with just enough of a browser: dynamic import, the head, paint timing.
    const fn = new Function(
      'window',
      'document',
      'PerformanceObserver',
      'addEventListener',
      '__import',
      body.replace(/import\(/g, '__import(').replace(/window\.PerformanceObserver/g, 'PerformanceObserver'),
    );
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(cb: typeof observer) {
        observer = cb;
      }
      observe() {}
    }
    fn(
      win,
      {
        visibilityState: 'visible',
        createElement: () => ({}),
        head: { append: (l: { href: string }) => appended.push(l.href) },
      },
      FakeObserver,
      () => {},
      (url: string) => {
        imported.push(url);
        return Promise.resolve({ url });
      },
    );
    expect(imported).toEqual([]);
    observer!({ getEntriesByName: () => [] }, { disconnect: () => {} });
    expect(imported).toEqual([]);
    observer!({ getEntriesByName: () => [{}] }, { disconnect: () => {} });
    await new Promise((r) => setTimeout(r, 0));
    expect(appended).toEqual(['/assets/entry.js']);
    expect(imported).toEqual(['/assets/root.js', '/assets/home.js', '/assets/entry.js']);
    expect(win.__reactRouterRouteModules).toEqual({ root: { url: '/assets/root.js' }, home: { url: '/assets/home.js' } });
  });
});

describe('deferred hydration on a whole document (public pages are rendered to one string)', () => {
  it('gives the same document as the stream, also when the text is read one byte per character (latin1)', async () => {
    expect(deferHydrationInHtml(doc)).toBe(await run([doc]));
    const bytes = Buffer.from(doc, 'utf8');
    const out = Buffer.from(deferHydrationInHtml(bytes.toString('latin1')), 'latin1').toString('utf8');
    expect(out).toBe(await run([doc]));
    expect(out).toContain('<title>Ağ çözümleri</title>');
  });

  it('gives the same bytes when only the head and the module script are read (deferHydrationInBytes)', async () => {
    const expected = await run([doc]);
    expect(deferHydrationInBytes(Buffer.from(doc, 'utf8')).toString('utf8')).toBe(expected);
    // A script before React Router's (JSON-LD, a <scripts> look-alike) is passed over, as the stream does.
    const withOthers = doc.replace('</head>', '</head><scripts></scripts><script type="application/ld+json">{"a":"ğ"}</script>');
    expect(deferHydrationInBytes(Buffer.from(withOthers, 'utf8')).toString('utf8')).toBe(await run([withOthers]));
    // No module script, or no head: the bytes are given back with the preloads kept (as the stream does).
    for (const odd of [doc.replace(/<script type="module"[\s\S]*?<\/script>/, ''), '<p>ğ</p>']) {
      expect(deferHydrationInBytes(Buffer.from(odd, 'utf8')).toString('utf8')).toBe(await run([odd]));
    }
  });
});
