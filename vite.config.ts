import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import path from 'node:path';
import { publicChunks } from './vite.chunks';

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { '~': path.resolve(import.meta.dirname, 'app') } },
  build: {
    // The server build bundles server.ts (Express) together with the app, so
    // the app and the HTTP layer share one database handle and one logger.
    rollupOptions: isSsrBuild ? { input: './server.ts' } : { output: { manualChunks: publicChunks() } },
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
