import { spawnSync } from 'node:child_process';

/** Vitest global setup: one production build for every end-to-end test file. */
export default function setup() {
  if (process.env.SKIP_BUILD === '1') return;
  const r = spawnSync('npx', ['react-router', 'build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (r.status !== 0) throw new Error('build failed');
  // The precompressed assets the server prefers, as `npm run build` makes them.
  const assets = `${process.env.BUILD_DIR ?? 'build'}/client/assets`;
  if (spawnSync(process.execPath, ['scripts/precompress.mjs', assets], { stdio: 'inherit' }).status !== 0)
    throw new Error('precompress failed');
}
