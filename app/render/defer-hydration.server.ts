/*
 * Switch RENDER_DEFER_HYDRATION (app/render/switches.ts), used by render-document.server.tsx on public
 * pages. Gains: the first paint is not held up by downloading and evaluating the scripts (Lighthouse
 * mobile, ADR 017; ADR 032's table). What breaks it on an upgrade: React Router writing its inline
 * module script in another shape (static `import * as` lines, then `import(entry)`): the script is
 * then left as it is, with its preloads put back (tests/unit/defer-hydration.test.ts), and hydration
 * is simply no longer deferred.
 */
import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';

const HEAD_END = '</head>';
const PRELOAD_TAG = /<link rel="modulepreload"[^>]*>/g;
const MODULE_OPEN = /<script\b[^>]*\stype="module"[^>]*>/;
const SCRIPT_CLOSE = '</script>';
const STATIC_IMPORT = /import \* as (\w+) from ("[^"]+");/g;
const ENTRY_IMPORT = /import\(("[^"]+")\);\s*$/;

/**
 * The code that starts hydration once the first frame is on screen (`start` loads the modules).
 * Without paint timing, or in a hidden tab (which never paints), it starts at once; if no paint
 * is reported 200 ms after `load` (headless Chromium sometimes holds the first frame until the
 * page changes), it starts then.
 */
const WHEN_PAINTED = `let started=false;const go=()=>{if(!started){started=true;start();}};
const P=window.PerformanceObserver;
if(document.visibilityState!=="visible"||!P||!(P.supportedEntryTypes||[]).includes("paint")){go();}
else{new P((list,obs)=>{if(list.getEntriesByName("first-contentful-paint").length){obs.disconnect();go();}}).observe({type:"paint",buffered:true});
addEventListener("visibilitychange",go,{once:true});addEventListener("load",()=>setTimeout(go,200),{once:true});}`;

/**
 * Rewrites React Router's inline module script (static imports of the route modules, the
 * manifest, then `import(entry)`) so that it runs when the page has painted: the same
 * statements inside `start`, the static imports turned into one `Promise.all` of dynamic
 * imports, and the module preloads taken out of the head added back by `start`.
 * Returns undefined when the script is not of that shape (then it is left as it is).
 */
export function deferModuleScript(tag: string, preloads: string[]): string | undefined {
  const open = tag.slice(0, tag.indexOf('>') + 1);
  const body = tag.slice(open.length, tag.length - SCRIPT_CLOSE.length);
  const imports = [...body.matchAll(STATIC_IMPORT)];
  if (!imports.length || !ENTRY_IMPORT.test(body)) return undefined;
  const rest = body.replace(STATIC_IMPORT, '').replace(/^[\s;]+/, '');
  // Another static import (development's `import "…/inject-hmr-runtime";`) cannot go inside `start`.
  if (/(?:^|[;\n])\s*import\s*["']/.test(rest)) return undefined;
  const names = imports.map((m) => m[1]).join(',');
  const urls = imports.map((m) => `import(${m[2]})`).join(',');
  const links = JSON.stringify(preloads).replace(/</g, '\\u003c');
  const start =
    `const start=()=>{for(const href of ${links}){const l=document.createElement("link");l.rel="modulepreload";l.href=href;document.head.append(l);}` +
    `Promise.all([${urls}]).then(([${names}])=>{\n${rest}\n});};`;
  return `${open}{${start}\n${WHEN_PAINTED}}${SCRIPT_CLOSE}`;
}

/**
 * Starts hydration after the first paint. The page is server-rendered and readable before any
 * script runs; downloading and evaluating ~120 KB of React while the browser is still laying out
 * and painting the first screen only delays that screen (on a phone, by hundreds of
 * milliseconds). So the head's `<link rel="modulepreload">` tags are taken out and React
 * Router's module script is rewritten to fetch them and hydrate once paint timing reports the
 * first contentful paint. Links and forms work before that as plain HTML.
 *
 * The head is held until `</head>` (it arrives whole with the shell); in the body only the
 * module script is held until its `</script>`; everything else passes through as it comes.
 */
export function deferHydration(): Transform {
  const decoder = new StringDecoder('utf8');
  const deferrer = hydrationDeferrer();
  return new Transform({
    transform(chunk: Buffer | string, _enc, done) {
      const out = deferrer.take(typeof chunk === 'string' ? chunk : decoder.write(chunk), false);
      done(null, out.length ? out : undefined);
    },
    flush(done) {
      const out = deferrer.take(decoder.end(), true);
      done(null, out.length ? out : undefined);
    },
  });
}

/** deferHydration on a whole document at once (a page rendered to one string). */
export function deferHydrationInHtml(html: string): string {
  return hydrationDeferrer().take(html, true);
}

const SCRIPT_OPEN = Buffer.from('<script');
const WORD_CHAR = /\w/;

/**
 * deferHydrationInHtml on a document's UTF-8 bytes, giving the same bytes: only the head and React
 * Router's module script are read as text (latin1, one character per byte: what is looked for is
 * ASCII); the body between them (nearly all of a page) is copied as it is, never decoded. Reading the
 * whole page into a string and back cost ~3 % of an uncached page's CPU.
 */
export function deferHydrationInBytes(page: Buffer): Buffer {
  const headEnd = page.indexOf(HEAD_END);
  if (headEnd === -1) return page;
  const preloads: string[] = [];
  const head = page.toString('latin1', 0, headEnd).replace(PRELOAD_TAG, (link) => {
    const href = /\shref="([^"]+)"/.exec(link)?.[1];
    if (!href) return link;
    preloads.push(href);
    return '';
  });
  // The first `<script ...>` whose opening tag says type="module" (MODULE_OPEN, tag by tag).
  let at = page.indexOf(SCRIPT_OPEN, headEnd);
  while (at !== -1) {
    const tagEnd = page.indexOf(0x3e, at); // '>'
    if (tagEnd === -1) {
      at = -1;
      break;
    }
    const open = page.toString('latin1', at, tagEnd + 1);
    if (!WORD_CHAR.test(open[SCRIPT_OPEN.length] ?? '') && MODULE_OPEN.exec(open)?.index === 0) break;
    at = page.indexOf(SCRIPT_OPEN, at + 1);
  }
  const close = at === -1 ? -1 : page.indexOf(SCRIPT_CLOSE, at);
  const headBytes = Buffer.from(head, 'latin1');
  if (close === -1) return Buffer.concat([headBytes, page.subarray(headEnd)]);
  const tag = page.toString('latin1', at, close + SCRIPT_CLOSE.length);
  // Not React Router's usual script: left as it is, with its preloads put back before it.
  const script = deferModuleScript(tag, preloads) ?? preloads.map((href) => `<link rel="modulepreload" href="${href}"/>`).join('') + tag;
  return Buffer.concat([headBytes, page.subarray(headEnd, at), Buffer.from(script, 'latin1'), page.subarray(close + SCRIPT_CLOSE.length)]);
}

/** deferHydration's state machine: `take(text, final)` adds text and returns what can be written. */
function hydrationDeferrer() {
  const preloads: string[] = [];
  let buf = '';
  let state: 'head' | 'body' | 'done' = 'head';

  const stripPreloads = (head: string) =>
    head.replace(PRELOAD_TAG, (link) => {
      const href = /\shref="([^"]+)"/.exec(link)?.[1];
      if (!href) return link;
      preloads.push(href);
      return '';
    });

  const take = (text: string, final: boolean): string => {
    buf += text;
    let out = '';
    for (;;) {
      if (state === 'head') {
        const end = buf.indexOf(HEAD_END);
        if (end === -1) {
          if (final) [out, buf] = [out + buf, ''];
          return out;
        }
        out += stripPreloads(buf.slice(0, end));
        buf = buf.slice(end);
        state = 'body';
      } else if (state === 'body') {
        const at = buf.search(MODULE_OPEN);
        if (at === -1) {
          // Keep back a tag cut by the chunk's end: it may be the script's opening tag.
          const lt = buf.lastIndexOf('<');
          const keep = !final && lt !== -1 && buf.indexOf('>', lt) === -1 ? buf.length - lt : 0;
          out += buf.slice(0, buf.length - keep);
          buf = buf.slice(buf.length - keep);
          return out;
        }
        const close = buf.indexOf(SCRIPT_CLOSE, at);
        if (close === -1) {
          out += buf.slice(0, at);
          buf = buf.slice(at);
          if (final) [out, buf] = [out + buf, ''];
          return out;
        }
        const tag = buf.slice(at, close + SCRIPT_CLOSE.length);
        // Not React Router's usual script: left as it is, with its preloads put back before it.
        const restore = () => preloads.map((href) => `<link rel="modulepreload" href="${href}"/>`).join('') + tag;
        out += buf.slice(0, at) + (deferModuleScript(tag, preloads) ?? restore());
        buf = buf.slice(close + SCRIPT_CLOSE.length);
        state = 'done';
      } else {
        [out, buf] = [out + buf, ''];
        return out;
      }
    }
  };

  return { take };
}
