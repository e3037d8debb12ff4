#!/usr/bin/env node
// Generates public/og-image.png (1200×630), the default Open Graph / Twitter card image:
// an abstract dark gradient with the logo mark, rendered from SVG with sharp. It carries
// no text, so the company name stays a setting (og:title and og:site_name carry it).
import sharp from 'sharp';

const W = 1200;
const H = 630;

const nodes = [
  [820, 140, 5],
  [960, 230, 7],
  [1100, 160, 5],
  [1000, 380, 6],
  [1130, 430, 4],
  [880, 460, 4],
  [140, 470, 4],
  [250, 410, 6],
  [360, 480, 4],
  [270, 300, 5],
];

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#070b18"/><stop offset="0.5" stop-color="#0b1224"/><stop offset="1" stop-color="#111a3d"/>
    </linearGradient>
    <radialGradient id="glow1" cx="0.8" cy="0.05" r="0.6"><stop offset="0" stop-color="#3b6cf6" stop-opacity="0.55"/><stop offset="1" stop-color="#3b6cf6" stop-opacity="0"/></radialGradient>
    <radialGradient id="glow2" cx="0.05" cy="0.95" r="0.55"><stop offset="0" stop-color="#7c3aed" stop-opacity="0.35"/><stop offset="1" stop-color="#7c3aed" stop-opacity="0"/></radialGradient>
    <linearGradient id="mark" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3b6cf6"/><stop offset="1" stop-color="#1e328a"/></linearGradient>
    <pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="1" cy="1" r="1" fill="#ffffff" fill-opacity="0.08"/></pattern>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <rect width="${W}" height="${H}" fill="url(#dots)"/>
  <rect width="${W}" height="${H}" fill="url(#glow1)"/>
  <rect width="${W}" height="${H}" fill="url(#glow2)"/>
  <g fill="none" stroke="#6090fa" stroke-width="2" stroke-opacity="0.3">
    <path d="M-20 470 C 200 380, 330 560, 560 450 S 920 300, 1220 380"/>
    <path d="M-20 520 C 230 450, 360 610, 600 500 S 940 360, 1220 440" stroke-opacity="0.18"/>
  </g>
  <g fill="none" stroke="#93b4fd" stroke-opacity="0.3" stroke-width="1.5">
    <path d="M820 140 L960 230 L1100 160 M960 230 L1000 380 L1130 430 M1000 380 L880 460"/>
    <path d="M140 470 L250 410 L360 480 M250 410 L270 300"/>
  </g>
  <g fill="#93b4fd">${nodes.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill-opacity="0.75"/>`).join('')}</g>
  <g transform="translate(${W / 2 - 110} ${H / 2 - 110}) scale(3.4375)">
    <rect width="64" height="64" rx="14" fill="url(#mark)"/>
    <path d="M25 21 14 32l11 11M39 21l11 11-11 11" fill="none" stroke="#fff" stroke-width="5.5" stroke-linecap="round" stroke-linejoin="round"/>
    <circle cx="32" cy="32" r="3.5" fill="#93b4fd"/>
  </g>
</svg>`;

await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: false }).toFile('public/og-image.png');
const meta = await sharp('public/og-image.png').metadata();
console.log(`public/og-image.png ${meta.width}x${meta.height}`);
