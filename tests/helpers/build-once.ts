import { spawnSync } from 'node:child_process';

/** Vitest global setup: one production build for every end-to-end test file. */
export default function setup() {
  if (process.env.SKIP_BUILD === '1') return;
  // `npm run build`: client and server, precompressed assets (into BUILD_DIR when set).
  const r = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (r.status !== 0) throw new Error('build failed');
}
