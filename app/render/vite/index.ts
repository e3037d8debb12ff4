import type { Alias, Plugin } from 'vite';
import { describeSwitches, type RenderSwitches } from '../switches';
import { lucideStaticIcons } from './lucide-static-icons';
import { preactInTheBrowser } from './preact-in-the-browser';
import { reactRouterServerMemo } from './react-router-memo';
import { reactRouterProduction } from './react-router-production';
import { ssrNoExternal } from './ssr-bundle';

/** What vite.config.ts takes from the rendering tricks' build side, for the switches given. */
export function renderBuild(switches: RenderSwitches, root: string, command: 'build' | 'serve') {
  const plugins: Plugin[] = [
    {
      // One line at the start of the client build: which tricks this build carries.
      name: 'render-switches',
      apply: 'build',
      buildStart() {
        if (this.environment?.name === 'client') this.info(`rendering tricks: ${describeSwitches(switches)}`);
      },
    },
    ...(switches.preact ? [preactInTheBrowser(root)] : []),
    ...(switches.routerMemo ? [reactRouterServerMemo()] : []),
    ...(switches.lucideIcons ? [lucideStaticIcons(root)] : []),
  ];
  const alias: Alias[] = command === 'build' && switches.routerProduction ? reactRouterProduction(root) : [];
  // The run-time switches (entry.client, entry.server): constants in the built code, so that the
  // code of a trick that is off is left out of the bundle.
  const define = {
    'import.meta.env.RENDER_EARLY_ROUTER_START': JSON.stringify(switches.earlyRouterStart),
    'import.meta.env.RENDER_WHOLE_PAGE': JSON.stringify(switches.wholePage),
    'import.meta.env.RENDER_DEFER_HYDRATION': JSON.stringify(switches.deferHydration),
    // With Preact on, preact-in-the-browser.ts defines it per environment (true in the client build).
    ...(switches.preact ? {} : { 'import.meta.env.BROWSER_RUNS_PREACT': 'false' }),
  };
  return { plugins, alias, define, noExternal: ssrNoExternal(switches) };
}
