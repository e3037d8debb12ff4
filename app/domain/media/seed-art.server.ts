import type { SeedArt } from '~/server/db/seed.server';

/**
 * The pictures of the seeded content, drawn by the project itself (no
 * downloaded or third-party images): an SVG built from the seed's art
 * description (a motif, a size, a palette), rendered to PNG by sharp, then
 * stored through the normal upload pipeline (WebP variants under /uploads,
 * a `media` row), exactly like an uploaded picture.
 */

/** A small deterministic random generator (mulberry32), so a motif looks the same on every start. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The gradient ground with soft glows. Glows and halos are radial gradients, not
 * blur filters: a blur costs librsvg seconds on a large picture, a gradient nothing.
 */
function background(w: number, h: number, [from, to]: string[], glows: Array<[number, number, number, string, number]>) {
  const defs = glows
    .map(
      ([, , , c, o], i) =>
        `<radialGradient id="g${i}"><stop offset="0" stop-color="${c}" stop-opacity="${o}"/><stop offset="0.45" stop-color="${c}" stop-opacity="${r1(o * 0.45)}"/><stop offset="1" stop-color="${c}" stop-opacity="0"/></radialGradient>`,
    )
    .join('');
  return `<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
  <radialGradient id="halo"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
  ${defs}
</defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
${glows.map(([x, y, r], i) => `<circle cx="${r1(x * w)}" cy="${r1(y * h)}" r="${r1(r * w * 2.2)}" fill="url(#g${i})"/>`).join('')}`;
}

/** A soft light around each point (a radial gradient, see background()). */
function halos(points: Array<{ x: number; y: number; r: number }>, scale = 4) {
  return `<g fill="url(#halo)">${points.map((p) => `<circle cx="${r1(p.x)}" cy="${r1(p.y)}" r="${r1(p.r * scale)}"/>`).join('')}</g>`;
}

/** Nodes scattered over the picture, each joined to its nearest neighbours: a calm network. */
function network(w: number, h: number, color: string, count: number, seed: number, area = { x0: 0, x1: 1, y0: 0, y1: 1 }) {
  const rnd = random(seed);
  const nodes = Array.from({ length: count }, () => ({
    x: (area.x0 + rnd() * (area.x1 - area.x0)) * w,
    y: (area.y0 + rnd() * (area.y1 - area.y0)) * h,
    r: 1.5 + rnd() * 3.5,
  }));
  const lines: string[] = [];
  for (const [i, a] of nodes.entries()) {
    const near = nodes
      .map((b, j) => ({ j, d: Math.hypot(a.x - b.x, a.y - b.y) }))
      .filter((n) => n.j > i)
      .sort((p, q) => p.d - q.d)
      .slice(0, 2);
    for (const n of near) {
      const b = nodes[n.j]!;
      lines.push(`<line x1="${r1(a.x)}" y1="${r1(a.y)}" x2="${r1(b.x)}" y2="${r1(b.y)}"/>`);
    }
  }
  const dots = nodes.map((n) => `<circle cx="${r1(n.x)}" cy="${r1(n.y)}" r="${r1(n.r)}"/>`).join('');
  return `<g stroke="${color}" stroke-opacity="0.28" stroke-width="1.2">${lines.join('')}</g>
${halos(nodes)}
<g fill="${color}" opacity="0.9">${dots}</g>`;
}

/** A perspective floor grid towards a horizon. */
function floorGrid(w: number, h: number, color: string, horizon: number) {
  const y0 = horizon * h;
  const lines: string[] = [];
  for (let i = -12; i <= 12; i++)
    lines.push(`<line x1="${r1(w / 2 + i * 18)}" y1="${r1(y0)}" x2="${r1(w / 2 + i * w * 0.16)}" y2="${h}"/>`);
  for (let k = 1; k <= 9; k++) {
    const y = y0 + (h - y0) * (k / 9) ** 2;
    lines.push(`<line x1="0" y1="${r1(y)}" x2="${w}" y2="${r1(y)}"/>`);
  }
  return `<defs><linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#fff" stop-opacity="1"/></linearGradient>
<mask id="floor"><rect y="${r1(y0)}" width="${w}" height="${r1(h - y0)}" fill="url(#fade)"/></mask></defs>
<g stroke="${color}" stroke-opacity="0.22" stroke-width="1" mask="url(#floor)">${lines.join('')}</g>`;
}

function hero(a: SeedArt) {
  const { width: w, height: h, colors } = a;
  const [, , c1 = '#3b6cf6', c2 = '#7c3aed', c3 = '#0ea5e9', line = '#93b4fd'] = colors;
  return (
    background(w, h, colors, [
      [0.8, 0.15, 0.2, c1, 0.6],
      [0.12, 0.85, 0.17, c2, 0.45],
      [0.55, 0.55, 0.13, c3, 0.25],
    ]) +
    floorGrid(w, h, line, 0.64) +
    network(w, h, line, 46, 7, { x0: 0.45, x1: 1, y0: 0.04, y1: 0.6 }) +
    network(w, h, line, 14, 11, { x0: 0, x1: 0.3, y0: 0.3, y1: 0.62 })
  );
}

/** Layers of nodes joined layer to layer: a neural network. */
function layers(a: SeedArt) {
  const { width: w, height: h, colors } = a;
  const [, , glow = '#8b5cf6', line = '#c4b5fd'] = colors;
  const cols = [3, 5, 5, 2];
  const pos = cols.map((n, c) =>
    Array.from({ length: n }, (_, i) => ({ x: w * (0.2 + c * 0.2), y: h * (0.5 + (i - (n - 1) / 2) * 0.15) })),
  );
  const edges = pos
    .slice(1)
    .flatMap((col, c) => col.flatMap((b) => pos[c]!.map((p) => `<line x1="${r1(p.x)}" y1="${r1(p.y)}" x2="${r1(b.x)}" y2="${r1(b.y)}"/>`)));
  const dots = pos.flat().map((p) => `<circle cx="${r1(p.x)}" cy="${r1(p.y)}" r="${r1(h * 0.026)}"/>`);
  return (
    background(w, h, colors, [
      [0.75, 0.25, 0.22, glow, 0.55],
      [0.2, 0.8, 0.18, '#2563eb', 0.35],
    ]) +
    network(w, h, line, 24, 3) +
    `<g stroke="${line}" stroke-opacity="0.35" stroke-width="1.6">${edges.join('')}</g>
${halos(
  pos.flat().map((p) => ({ ...p, r: h * 0.026 })),
  2.4,
)}
<g fill="#fff" stroke="${line}" stroke-width="3">${dots.join('')}</g>`
  );
}

/** Rings around an epicentre and a seismograph trace across. */
function waves(a: SeedArt) {
  const { width: w, height: h, colors } = a;
  const [, , glow = '#f59e0b', line = '#fde68a'] = colors;
  const cx = w * 0.68;
  const cy = h * 0.5;
  const rings = Array.from(
    { length: 7 },
    (_, i) => `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(h * (0.08 + i * 0.11))}" stroke-opacity="${r1(0.55 - i * 0.07)}"/>`,
  ).join('');
  const rnd = random(5);
  const pts: string[] = [];
  for (let x = 0; x <= w; x += w / 160) {
    const near = Math.exp(-(((x - cx) / (w * 0.12)) ** 2));
    const amp = h * (0.012 + 0.2 * near) * (0.4 + rnd() * 0.6);
    pts.push(`${r1(x)},${r1(cy + (pts.length % 2 ? amp : -amp))}`);
  }
  return (
    background(w, h, colors, [
      [0.68, 0.5, 0.2, glow, 0.55],
      [0.1, 0.15, 0.15, '#ef4444', 0.3],
    ]) +
    `<g fill="none" stroke="${line}" stroke-width="2">${rings}</g>
<polyline points="${pts.join(' ')}" fill="none" stroke="#fff" stroke-width="2.5" stroke-linejoin="round" opacity="0.9"/>
<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(h * 0.025)}" fill="#fff"/>`
  );
}

/** Rising bars and a trend line with its area. */
function chart(a: SeedArt) {
  const { width: w, height: h, colors } = a;
  const [, , glow = '#10b981', line = '#a7f3d0'] = colors;
  const base = h * 0.82;
  const n = 9;
  const bw = (w * 0.7) / n;
  const values = [0.22, 0.3, 0.27, 0.38, 0.44, 0.4, 0.52, 0.6, 0.68];
  const bars = values
    .map(
      (v, i) =>
        `<rect x="${r1(w * 0.15 + i * bw + bw * 0.18)}" y="${r1(base - v * h * 0.8)}" width="${r1(bw * 0.64)}" height="${r1(v * h * 0.8)}" rx="${r1(bw * 0.12)}"/>`,
    )
    .join('');
  const pts = values.map((v, i) => `${r1(w * 0.15 + (i + 0.5) * bw)},${r1(base - (v + 0.12) * h * 0.8)}`);
  const grid = Array.from(
    { length: 5 },
    (_, i) => `<line x1="${r1(w * 0.12)}" x2="${r1(w * 0.88)}" y1="${r1(base - i * h * 0.16)}" y2="${r1(base - i * h * 0.16)}"/>`,
  ).join('');
  return (
    background(w, h, colors, [
      [0.8, 0.2, 0.2, glow, 0.5],
      [0.15, 0.9, 0.15, '#0ea5e9', 0.3],
    ]) +
    `<defs><linearGradient id="area" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${line}" stop-opacity="0.45"/><stop offset="1" stop-color="${line}" stop-opacity="0"/></linearGradient></defs>
<g stroke="#fff" stroke-opacity="0.12">${grid}</g>
<g fill="${line}" opacity="0.28">${bars}</g>
<polygon points="${pts[0]!.split(',')[0]},${r1(base)} ${pts.join(' ')} ${pts[pts.length - 1]!.split(',')[0]},${r1(base)}" fill="url(#area)"/>
<polyline points="${pts.join(' ')}" fill="none" stroke="#fff" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"/>
<g fill="#fff">${pts.map((p) => `<circle cx="${p.split(',')[0]}" cy="${p.split(',')[1]}" r="6"/>`).join('')}</g>`
  );
}

/** Rounded tiles climbing step by step, joined by a path: progress in stages. */
function steps(a: SeedArt) {
  const { width: w, height: h, colors } = a;
  const [, , glow = '#3b6cf6', line = '#bfdbfe'] = colors;
  const s = h * 0.16;
  const tiles = Array.from({ length: 5 }, (_, i) => ({ x: w * 0.16 + i * w * 0.15, y: h * 0.72 - i * h * 0.12 }));
  const path = tiles.map((t, i) => `${i ? 'L' : 'M'}${r1(t.x + s / 2)} ${r1(t.y + s / 2)}`).join(' ');
  return (
    background(w, h, colors, [
      [0.78, 0.2, 0.22, glow, 0.55],
      [0.15, 0.85, 0.16, '#06b6d4', 0.35],
    ]) +
    network(w, h, line, 20, 13, { x0: 0.55, x1: 1, y0: 0, y1: 0.5 }) +
    `<path d="${path}" fill="none" stroke="${line}" stroke-width="3" stroke-dasharray="10 10" opacity="0.7"/>
<g>${tiles
      .map(
        (t, i) =>
          `<rect x="${r1(t.x)}" y="${r1(t.y)}" width="${r1(s)}" height="${r1(s)}" rx="${r1(s * 0.22)}" fill="#fff" fill-opacity="${r1(0.12 + i * 0.16)}" stroke="${line}" stroke-opacity="0.6" stroke-width="2"/>`,
      )
      .join('')}</g>`
  );
}

/** A neutral head-and-shoulders outline on grey: obviously a placeholder for a real photograph. */
function silhouette(a: SeedArt) {
  const { width: w, height: h, colors } = a;
  const [from = '#e2e8f0', to = '#cbd5e1', figure = '#94a3b8'] = colors;
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
<circle cx="${r1(w / 2)}" cy="${r1(h * 0.4)}" r="${r1(w * 0.17)}" fill="${figure}"/>
<path d="M${r1(w * 0.16)} ${h} C ${r1(w * 0.16)} ${r1(h * 0.68)}, ${r1(w * 0.34)} ${r1(h * 0.6)}, ${r1(w / 2)} ${r1(h * 0.6)} S ${r1(w * 0.84)} ${r1(h * 0.68)}, ${r1(w * 0.84)} ${h} Z" fill="${figure}"/>`;
}

const MOTIFS: Record<SeedArt['motif'], (a: SeedArt) => string> = { hero, layers, waves, chart, steps, silhouette };

/** The SVG document of a seed picture. */
export function seedArtSvg(art: SeedArt): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${art.width}" height="${art.height}" viewBox="0 0 ${art.width} ${art.height}">${MOTIFS[art.motif](art)}</svg>`;
}

/** A seed picture as PNG (fast compression: it is re-encoded to WebP variants right after). */
export async function rasterizeSeedArt(art: SeedArt): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(seedArtSvg(art)))
    .png({ compressionLevel: 1 })
    .toBuffer();
}
