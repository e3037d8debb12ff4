import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  // BUILD_DIR (inside the project, e.g. .builds/x) lets parallel test runs build side by side; bin/start.mjs reads it too.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
} satisfies Config;
