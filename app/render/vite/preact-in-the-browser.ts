import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Switch RENDER_PREACT (app/render/switches.ts). The browser build runs on Preact (its React
 * compatibility layer) instead of React DOM: the same components, hydrated by ~11 KB of gzip instead
 * of ~60 KB (ADR 017, "Fifth session"; ADR 032's table). Only the client build of `react-router
 * build`: the server renders with React (the HTML, byte for byte, is what it was), and `npm run dev`
 * keeps React for Fast Refresh.
 *
 * It needs: the early router start (hydrate-document.tsx: Preact cannot suspend a whole document's
 * hydration), the head left to the tree and hydration in turns (hydrate-in-turn.tsx), and the root
 * layout handing Preact the inside of <html> (app/root.tsx): all read `import.meta.env.BROWSER_RUNS_PREACT`,
 * defined here, so they fall away with this switch.
 *
 * What breaks it on an upgrade: the deep file paths below (preact/compat/dist/...), and any React API
 * React Router or a library starts to use that preact/compat lacks (a page that no longer hydrates in
 * the browser tests, which wait for `data-hydrated`).
 */
export function preactInTheBrowser(root: string): Plugin {
  const preact = path.resolve(root, 'node_modules/preact');
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
    configEnvironment: (name) => ({ define: { 'import.meta.env.BROWSER_RUNS_PREACT': JSON.stringify(name === 'client') } }),
    resolveId(source) {
      if (this.environment?.name !== 'client') return undefined;
      return targets[source];
    },
  };
}
