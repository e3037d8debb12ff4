#!/usr/bin/env node
// `npm run dev`: Express with Vite in middleware mode (hot reload), same server.ts as production.
import http from 'node:http';
import express from 'express';

// The runtime is Node 24 LTS: package.json's `node` devDependency, first on PATH in npm scripts
// (better-sqlite3's build crashes an older Node).
if (Number(process.versions.node.split('.')[0]) < 22) {
  console.error(`Node ${process.version} is too old: run this through npm (npm ci installs Node 24 in node_modules/.bin).`);
  process.exit(1);
}

process.env.NODE_ENV ??= 'development';
const app = express();
// Hot reload's WebSocket on the page's own port: the CSP's connect-src 'self' allows it there
// (on Vite's default separate port the browser refused it).
const server = http.createServer(app);
const vite = await import('vite').then((v) => v.createServer({ server: { middlewareMode: true, hmr: { server } } }));
app.use(vite.middlewares);
let started = false;
app.use(async (req, res, next) => {
  try {
    const mod = await vite.ssrLoadModule('./server.ts');
    if (!started) {
      started = true;
      await mod.startDevServices();
    }
    const inner = mod.createApp({ build: () => vite.ssrLoadModule('virtual:react-router/server-build') });
    return inner(req, res, next);
  } catch (err) {
    if (err instanceof Error) vite.ssrFixStacktrace(err);
    next(err);
  }
});
const port = Number(process.env.PORT ?? 3000);
server.listen(port, () => console.log(`dev server on http://localhost:${port}`));
