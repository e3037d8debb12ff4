import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import fs from 'node:fs';
import path from 'node:path';
import { publicChunks } from './vite.chunks.ts';

/**
 * Build warnings that are known and harmless, dropped here so that a real one stands out:
 * - EMPTY_BUNDLE: resource routes (login, CSV exports, sitemap...) have no component, so
 *   their client chunk is empty;
 * - INVALID_ANNOTATION in node_modules: zod's comments next to `@__PURE__` that Rollup
 *   ignores (nothing to fix on our side);
 * - sonner both imported and dynamically imported (toasts): it stays in one chunk, as intended.
 */
function harmless(log: Rolldown.RollupLog): boolean {
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
    applyToEnvironment: (environment) => environment.name === 'ssr',
    outputOptions(options) {
      return { ...options, entryFileNames: (chunk) => (SIDE_ENTRIES.includes(chunk.name) ? `${chunk.name}.js` : 'index.js') };
    },
  };
}

/** The browser build's chunks (vite.chunks.ts), set on the client environment's output only. */
function clientChunks(): Plugin {
  return {
    name: 'client-chunks',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    outputOptions(options) {
      return { ...options, manualChunks: publicChunks() };
    },
  };
}

export default defineConfig({
  // BUILD_QUIET=1 (`npm start`'s first build): warnings and errors only, no list of files.
  logLevel: process.env.BUILD_QUIET === '1' ? 'warn' : 'info',
  resolve: {
    alias: [{ find: '~', replacement: path.resolve(import.meta.dirname, 'app') }],
  },
  build: {
    rolldownOptions: {
      // Rolldown's note on plugin timings: React Router's and Tailwind's plugins, nothing to act on here.
      checks: { bundlerTimings: false },
      // The client-safe modules of app/domain/ and app/site/ only declare (schemas, constants, pure functions;
      // their one side effect, ~/lib/zod-csp, is imported by each schema file): a page that imports a folder's
      // face (index.ts) takes only the modules whose names it uses.
      treeshake: {
        moduleSideEffects: [{ test: /\/app\/(?:domain|site)\/[^/]+\/(?![^/]*\.server\.)[^/]+\.tsx?$/, sideEffects: false }],
      },
      onwarn(log, warn) {
        if (!harmless(log)) warn(log);
      },
    },
    assetsInlineLimit: 0,
  },
  environments: {
    // The server build bundles server.ts (Express) together with the app, so the app and the HTTP
    // layer share one database handle and one logger (React Router reads this input). Its second
    // entry is the image process (app/domain/media/image-worker.server.ts), which needs none of
    // that.
    ssr: {
      build: {
        rolldownOptions: {
          input: {
            index: './server.ts',
            'image-worker': './app/domain/media/image-worker-child.server.ts',
          },
        },
      },
    },
  },
  ssr: {
    // The Express adapter goes through Vite like server.ts does, so that both import the same
    // react-router (in development Vite resolves it with the `development` condition, Node without):
    // its RouterContextProvider check needs the class server.ts built the context with.
    noExternal: ['@react-router/express'],
    external: ['better-sqlite3', 'pg', 'sharp', 'nodemailer', '@aws-sdk/client-s3', 'pino', 'pino-http'],
  },
  plugins: [tailwindcss(), reactRouter(), bundleStats(), clientChunks(), imageWorkerEntry()],
});
