#!/usr/bin/env node
// `npm run dev`: Express with Vite in middleware mode (hot reload), same server.ts as production.
import express from 'express';

process.env.NODE_ENV ??= 'development';
const vite = await import('vite').then((v) => v.createServer({ server: { middlewareMode: true } }));
const app = express();
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
app.listen(port, () => console.log(`dev server on http://localhost:${port}`));
