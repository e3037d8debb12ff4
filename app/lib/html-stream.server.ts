import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';

const PRELOAD = '<link rel="modulepreload"';
const LOW = '<link rel="modulepreload" fetchpriority="low"';
const HEAD_END = '</head>';

/**
 * Marks the document head's module preloads `fetchpriority="low"`. The page is
 * server-rendered and readable before any script runs; on a slow connection the
 * ~40 scripts of hydration would otherwise compete with the stylesheet, the font
 * and the hero for the first bytes. Scripts still load at once, just after those.
 * Rewrites only the head (a tag split across chunks is held back until it is
 * whole); after `</head>` the text passes through.
 */
export function lowPriorityModulePreloads(): Transform {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  let inHead = true;
  const rewrite = (text: string, final: boolean): string => {
    if (!inHead) return text;
    let s = pending + text;
    pending = '';
    const end = s.indexOf(HEAD_END);
    if (end !== -1) {
      inHead = false;
      return s.slice(0, end).split(PRELOAD).join(LOW) + s.slice(end);
    }
    if (!final) {
      // A tag split across chunks: hold back from its '<' until the next chunk.
      const lt = s.lastIndexOf('<');
      if (lt !== -1 && s.length - lt < PRELOAD.length) {
        pending = s.slice(lt);
        s = s.slice(0, lt);
      }
    }
    return s.split(PRELOAD).join(LOW);
  };
  return new Transform({
    transform(chunk: Buffer | string, _enc, done) {
      const out = rewrite(typeof chunk === 'string' ? chunk : decoder.write(chunk), false);
      done(null, out.length ? out : undefined);
    },
    flush(done) {
      const out = rewrite(decoder.end(), true);
      done(null, out.length ? out : undefined);
    },
  });
}
