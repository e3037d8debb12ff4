import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import type { RollupLog } from 'rollup';
import fs from 'node:fs';
import path from 'node:path';
import { publicChunks } from './vite.chunks';
import { renderBuild } from './app/render/vite';
import { readRenderSwitches } from './app/render/switches';

/**
 * Build warnings that are known and harmless, dropped here so that a real one stands out:
 * - EMPTY_BUNDLE: resource routes (login, CSV exports, sitemap...) have no component, so
 *   their client chunk is empty;
 * - INVALID_ANNOTATION in node_modules: zod's comments next to `@__PURE__` that Rollup
 *   ignores (nothing to fix on our side);
 * - sonner both imported and dynamically imported (toasts): it stays in one chunk, as intended.
 */
function harmless(log: RollupLog): boolean {
  if (log.code === 'EMPTY_BUNDLE') return true;
  if (log.code === 'INVALID_ANNOTATION' && /[\\/]node_modules[\\/]/.test(log.id ?? '')) return true;
  return log.plugin === 'vite:reporter' && /node_modules\/sonner\/\S* is dynamically imported by /.test(log.message);
}

/**
 * BUNDLE_STATS=file.json: the client build writes, per chunk, the size each module takes in it
 * (Rollup's rendered length, before minification), to see what a chunk is made of.
 */
function bundleStats(): Plugin {
  return {
    name: 'bundle-stats',
    apply: 'build',
    generateBundle(_options, bundle) {
      const file = process.env.BUNDLE_STATS;
      if (!file || this.environment?.name === 'ssr') return;
      const out: Record<string, Record<string, number>> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        out[chunk.fileName] = Object.fromEntries(
          Object.entries(chunk.modules)
            .map(([id, m]) => [id.replace(/^.*node_modules\//, '').replace(import.meta.dirname + '/', ''), m.renderedLength] as const)
            .sort((a, b) => b[1] - a[1]),
        );
      }
      fs.writeFileSync(file, JSON.stringify(out, null, 1));
    },
  };
}

/**
 * The server build's other entry, the image process, as build/server/image-worker.js
 * (bin/start.mjs forks it): React Router names every entry of the server build index.js.
 */
const SIDE_ENTRIES = ['image-worker'];
function imageWorkerEntry(): Plugin {
  return {
    name: 'image-worker-entry',
    apply: 'build',
    outputOptions(options) {
      return { ...options, entryFileNames: (chunk) => (SIDE_ENTRIES.includes(chunk.name) ? `${chunk.name}.js` : 'index.js') };
    },
  };
}

/**
 * The rendering tricks (app/render/, ADR 032), each behind a switch read from the environment
 * (app/render/switches.ts): `STOCK_RENDER=1 npm run build` builds with every one off.
 */
const switches = readRenderSwitches(process.env);

export default defineConfig(({ command, isSsrBuild }) => {
  const render = renderBuild(switches, import.meta.dirname, command);
  return {
    // BUILD_QUIET=1 (`npm start`'s first build): warnings and errors only, no list of files.
    logLevel: process.env.BUILD_QUIET === '1' ? 'warn' : 'info',
    resolve: {
      alias: [{ find: '~', replacement: path.resolve(import.meta.dirname, 'app') }, ...render.alias],
    },
    define: render.define,
    build: {
      // The server build bundles server.ts (Express) together with the app, so
      // the app and the HTTP layer share one database handle and one logger. Its second entry
      // is the image process (app/domain/media/image-worker.server.ts), which needs none of that.
      rollupOptions: {
        ...(isSsrBuild
          ? {
              input: {
                index: './server.ts',
                'image-worker': './app/domain/media/image-worker-child.server.ts',
              },
            }
          : { output: { manualChunks: publicChunks() } }),
        onwarn(log, warn) {
          if (!harmless(log)) warn(log);
        },
      },
      assetsInlineLimit: 0,
    },
    ssr: {
      // Bundled into the server build (app/render/vite/ssr-bundle.ts, switch RENDER_SSR_BUNDLE).
      noExternal: render.noExternal,
      external: ['better-sqlite3', 'pg', 'sharp', 'nodemailer', '@aws-sdk/client-s3', 'pino', 'pino-http'],
    },
    plugins: [...render.plugins, tailwindcss(), reactRouter(), bundleStats(), ...(isSsrBuild ? [imageWorkerEntry()] : [])],
  };
});
