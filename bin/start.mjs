#!/usr/bin/env node
// `npm start`: builds once if there is no build, then serves the site.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// The runtime is Node 24 LTS: package.json's `node` devDependency, first on PATH in npm scripts
// (better-sqlite3's build crashes an older Node).
if (Number(process.versions.node.split('.')[0]) < 22) {
  console.error(`Node ${process.version} is too old: run this through npm (npm ci installs Node 24 in node_modules/.bin).`);
  process.exit(1);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build');
const serverEntry = path.join(buildDir, 'server/index.js');
process.env.NODE_ENV ??= 'production';

// The image process (app/domain/media/image-worker.server.ts): the server forks this script
// with --image-worker to draw and re-encode pictures outside its own memory.
if (process.argv.includes('--image-worker')) {
  const mod = await import(pathToFileURL(path.join(buildDir, 'server/image-worker.js')).href);
  mod.runImageWorker();
} else {
  await serve();
}

async function serve() {
  if (!existsSync(serverEntry) || process.argv.includes('--rebuild')) {
    console.log('No build found: building the site (about a minute)...');
    const t0 = performance.now();
    // The same build as `npm run build` (client and server, precompressed assets), quiet:
    // warnings and errors only, no list of files, no bundle report (BUILD_QUIET in vite.config.ts).
    const r = spawnSync('npm', ['run', 'build', '--silent'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production', BUILD_QUIET: '1' },
    });
    if (r.status !== 0) {
      console.error('Build failed (see above).');
      process.exit(r.status ?? 1);
    }
    console.log(`Built in ${Math.round((performance.now() - t0) / 1000)} s.`);
  }

  try {
    const mod = await import(pathToFileURL(serverEntry).href);
    await mod.start({
      clientDir: path.join(buildDir, 'client'),
      imageWorker: { modulePath: fileURLToPath(import.meta.url), args: ['--image-worker'] },
    });
  } catch (err) {
    // Configuration and connection problems get one clear line, not a stack trace.
    const message = err instanceof Error ? err.message : String(err);
    console.error(`Startup failed: ${message.split('\n')[0]}`);
    if (process.env.LOG_LEVEL === 'debug') console.error(err);
    process.exit(1);
  }
}
