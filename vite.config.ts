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
  ssr: { external: ['better-sqlite3', 'pg', 'sharp', 'nodemailer', '@aws-sdk/client-s3', 'pino', 'pino-http'] },
  plugins: [tailwindcss(), reactRouter()],
}));
