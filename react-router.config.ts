import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  // BUILD_DIR (inside the project, e.g. .builds/x) lets parallel test runs build side by side; bin/start.mjs reads it too.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  // React Router v8's changes, each off (today's behaviour) until adopted on purpose; set
  // explicitly, they are no longer announced as warnings at every build.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
