import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import type { RollupLog } from 'rollup';
import fs from 'node:fs';
import path from 'node:path';
import { publicChunks } from './vite.chunks';
import { reactRouterServerMemo } from './vite.react-router-memo';

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
 * lucide-react's icon modules build their `<svg>` through `createLucideIcon`: resolved to our
 * drop-in (app/components/ui/lucide-icon.ts), which writes each icon's shapes as one precomputed
 * string instead of a React element per path. Applies to the client and the server build alike
 * (lucide-react is bundled into both), so the markup hydrates as it was rendered.
 */
function lucideStaticIcons(): Plugin {
  const target = path.resolve(import.meta.dirname, 'app/components/ui/lucide-icon.ts');
  const iconModule = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
  return {
    name: 'lucide-static-icons',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer && iconModule.test(importer) && /(^|\/)createLucideIcon(\.mjs)?$/.test(source)) return target;
      return undefined;
    },
  };
}

/**
 * The browser build runs on Preact (its React compatibility layer) instead of React DOM: the same
 * components, hydrated by ~11 KB of gzip instead of ~60 KB (ADR 017, "Fifth session"). Only the
 * client build of `react-router build`: the server renders with React (the HTML, byte for byte, is
 * what it was), and `npm run dev` keeps React for Fast Refresh.
 */
function preactInTheBrowser(): Plugin {
  const preact = path.resolve(import.meta.dirname, 'node_modules/preact');
  const targets: Record<string, string> = {
    react: `${preact}/compat/dist/compat.mjs`,
    'react-dom': `${preact}/compat/dist/compat.mjs`,
    'react-dom/client': `${preact}/compat/client.mjs`,
    'react/jsx-runtime': `${preact}/compat/jsx-runtime.mjs`,
    'react/jsx-dev-runtime': `${preact}/compat/jsx-runtime.mjs`,
  };
  return {
    name: 'preact-in-the-browser',
    apply: 'build',
    enforce: 'pre',
    // Read by the root layout (app/root.tsx), which hands Preact the inside of <html>.
    configEnvironment: (name) => ({ define: { 'import.meta.env.BROWSER_RUNS_PREACT': JSON.stringify(name === 'client') } }),
    resolveId(source) {
      if (this.environment?.name !== 'client') return undefined;
      return targets[source];
    },
  };
}

/**
 * The server build's second entry, the image process, as build/server/image-worker.js (bin/start.mjs
 * forks it): React Router names every entry of the server build index.js.
 */
function imageWorkerEntry(): Plugin {
  return {
    name: 'image-worker-entry',
    apply: 'build',
    outputOptions(options) {
      return { ...options, entryFileNames: (chunk) => (chunk.name === 'image-worker' ? 'image-worker.js' : 'index.js') };
    },
  };
}

/**
 * React Router's package resolves to its development build under every condition (Node's too):
 * the build takes its production files instead (no development warnings and checks), for the
 * client and for the server, where react-router and its Node and Express adapters are bundled so
 * that they all share this one copy.
 */
const rrProduction = path.resolve(import.meta.dirname, 'node_modules/react-router/dist/production');
const reactRouterProduction = [
  { find: /^react-router$/, replacement: `${rrProduction}/index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${rrProduction}/dom-export.mjs` },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  // BUILD_QUIET=1 (`npm start`'s first build): warnings and errors only, no list of files.
  logLevel: process.env.BUILD_QUIET === '1' ? 'warn' : 'info',
  resolve: {
    alias: [{ find: '~', replacement: path.resolve(import.meta.dirname, 'app') }, ...(command === 'build' ? reactRouterProduction : [])],
  },
  build: {
    // The server build bundles server.ts (Express) together with the app, so
    // the app and the HTTP layer share one database handle and one logger. Its second entry
    // is the image process (app/domain/media/image-worker.server.ts), which needs none of that.
    rollupOptions: {
      ...(isSsrBuild
        ? {
            input: { index: './server.ts', 'image-worker': './app/domain/media/image-worker-child.server.ts' },
          }
        : { output: { manualChunks: publicChunks() } }),
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
      'react-router',
      '@react-router/node',
      '@react-router/express',
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
  // Not pre-bundled in development: the icon modules must go through lucideStaticIcons there too.
  optimizeDeps: { exclude: ['lucide-react'] },
  plugins: [
    preactInTheBrowser(),
    lucideStaticIcons(),
    reactRouterServerMemo(),
    tailwindcss(),
    reactRouter(),
    bundleStats(),
    ...(isSsrBuild ? [imageWorkerEntry()] : []),
  ],
}));
