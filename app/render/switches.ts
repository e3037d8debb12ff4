/**
 * The rendering tricks of this folder (app/render/README.md, ADR 032), each behind its own switch.
 * Read at build time by vite.config.ts: a build carries the switches it was made with (the
 * browser's scripts and the server bundle alike), so `npm start` serves what `npm run build` chose.
 *
 *   npm run build                         every trick on (the shipped build)
 *   STOCK_RENDER=1 npm run build          every trick off: React DOM in the browser, React Router's
 *                                         files as published, its stock entries' behaviour
 *   STOCK_RENDER=1 RENDER_PREACT=1 ...    one trick on (or RENDER_X=0: one off), to measure it alone
 */
export interface RenderSwitches {
  /** Preact (preact/compat) instead of React DOM in the browser build: vite/preact-in-the-browser.ts. */
  preact: boolean;
  /** lucide-react's `createLucideIcon` replaced by precomputed markup: vite/lucide-static-icons.ts, lucide-icon.ts. */
  lucideIcons: boolean;
  /** React Router's `dist/production` files instead of its development build: vite/react-router-production.ts. */
  routerProduction: boolean;
  /** Five regex patches of React Router's production source (per-build tables): vite/react-router-memo.ts. */
  routerMemo: boolean;
  /** The server build bundles ~24 small ESM packages instead of loading them from node_modules: vite/ssr-bundle.ts. */
  ssrBundle: boolean;
  /** The client entry starts the router (calls `HydratedRouter` as a function) before hydrating: hydrate-document.tsx. */
  earlyRouterStart: boolean;
  /** Public pages rendered in one synchronous pass after reading the loader-data stream: whole-page.server.ts. */
  wholePage: boolean;
  /** React Router's inline module script rewritten to start after the first paint: defer-hydration.server.ts. */
  deferHydration: boolean;
}

/** Each switch's environment variable (1 on, 0 off). */
export const SWITCH_ENV: Record<keyof RenderSwitches, string> = {
  preact: 'RENDER_PREACT',
  lucideIcons: 'RENDER_LUCIDE_ICONS',
  routerProduction: 'RENDER_ROUTER_PRODUCTION',
  routerMemo: 'RENDER_ROUTER_MEMO',
  ssrBundle: 'RENDER_SSR_BUNDLE',
  earlyRouterStart: 'RENDER_EARLY_ROUTER_START',
  wholePage: 'RENDER_WHOLE_PAGE',
  deferHydration: 'RENDER_DEFER_HYDRATION',
};

/**
 * The switches from the environment: every one on, or off with STOCK_RENDER=1; then each RENDER_X
 * (1 or 0) overrides its own. Throws on a combination that cannot work (what a trick needs is
 * said next to it).
 */
export function readRenderSwitches(env: Record<string, string | undefined>): RenderSwitches {
  const base = env.STOCK_RENDER !== '1';
  const switches = Object.fromEntries(
    Object.entries(SWITCH_ENV).map(([key, name]) => {
      const v = env[name];
      if (v !== undefined && v !== '0' && v !== '1') throw new Error(`${name} must be 0 or 1 (got "${v}")`);
      return [key, v === undefined ? base : v === '1'];
    }),
  ) as unknown as RenderSwitches;
  // Preact cannot suspend the hydration of a whole document: the router must be ready before it starts.
  if (switches.preact && !switches.earlyRouterStart) throw new Error('RENDER_PREACT=1 needs RENDER_EARLY_ROUTER_START=1');
  // The patterns are those of React Router's production files.
  if (switches.routerMemo && !switches.routerProduction) throw new Error('RENDER_ROUTER_MEMO=1 needs RENDER_ROUTER_PRODUCTION=1');
  return switches;
}

/** The switches that are on, for the build's log line. */
export function describeSwitches(switches: RenderSwitches): string {
  const on = Object.entries(switches)
    .filter(([, v]) => v)
    .map(([k]) => k);
  return on.length === Object.keys(switches).length ? 'every trick on' : on.length ? `on: ${on.join(', ')}` : 'stock (every trick off)';
}
