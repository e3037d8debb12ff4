import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Where e2e tests save the screenshots they take. `SCREENSHOTS_DIR=docs/screenshots` refreshes the
 * pictures the docs show; without it they go to a temporary folder, so a test run leaves the checkout clean.
 */
export const SCREENSHOTS_DIR = path.resolve(process.env.SCREENSHOTS_DIR ?? path.join(os.tmpdir(), 'site-e2e-screenshots'));
fs.mkdirSync(SCREENSHOTS_DIR, { recursive: true });
