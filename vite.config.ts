import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import type { RollupLog } from 'rollup';
import path from 'node:path';
import { publicChunks } from './vite.chunks';

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

export default defineConfig(({ isSsrBuild }) => ({
  // BUILD_QUIET=1 (`npm start`'s first build): warnings and errors only, no list of files.
  logLevel: process.env.BUILD_QUIET === '1' ? 'warn' : 'info',
  resolve: { alias: { '~': path.resolve(import.meta.dirname, 'app') } },
  build: {
    // The server build bundles server.ts (Express) together with the app, so
    // the app and the HTTP layer share one database handle and one logger.
    rollupOptions: {
      ...(isSsrBuild ? { input: './server.ts' } : { output: { manualChunks: publicChunks() } }),
      onwarn(log, warn) {
        if (!harmless(log)) warn(log);
      },
    },
    assetsInlineLimit: 0,
  },
  ssr: {
    // Pure ESM packages of many small files, bundled into the server: Node resolves and
    // loads each file of an external package at start (kysely alone took ~100 ms).
    // The same for the UI packages: one file per lucide icon (~90), and radix-ui's umbrella
    // entry, which loads every Radix package; bundled, only what the app uses is kept.
    noExternal: [
      'kysely',
      'zod',
      'markdown-it',
      'mdurl',
      'uc.micro',
      'entities',
      'linkify-it',
      'punycode.js',
      'lucide-react',
      'radix-ui',
      /^@radix-ui\//,
      'sonner',
      'isbot',
      'aria-hidden',
      /^react-remove-scroll/,
      'react-style-singleton',
      'use-callback-ref',
      'use-sidecar',
      'get-nonce',
      'detect-node-es',
      'tslib',
    ],
    external: ['better-sqlite3', 'pg', 'sharp', 'nodemailer', '@aws-sdk/client-s3', 'pino', 'pino-http'],
  },
  plugins: [tailwindcss(), reactRouter()],
}));
