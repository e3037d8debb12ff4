import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRenderSwitches } from '~/render/switches';
import { gotoHydrated, launchBrowser, newPage } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';

/**
 * The build under test carries exactly the rendering tricks its switches say (app/render/, ADR 032):
 * with STOCK_RENDER=1 (CI's stock run), no Preact and no patched framework code in the browser's
 * scripts or the server bundle, React Router's stock files and entries; with the default build,
 * each trick is there. Each trick is looked for by a trace of its own code in the built files.
 */
const switches = readRenderSwitches(process.env);
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');

function readAll(dir: string): string {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.js'))
    .map((e) => fs.readFileSync(path.join(e.parentPath, e.name), 'utf8'))
    .join('\n');
}

describe(`the build's rendering tricks (${process.env.STOCK_RENDER === '1' ? 'stock build' : 'shipped build'})`, () => {
  const client = readAll(path.join(buildDir, 'client/assets'));
  const server = readAll(path.join(buildDir, 'server'));
  const entryFile = fs.readdirSync(path.join(buildDir, 'client/assets')).find((f) => /^entry\.client-.*\.js$/.test(f))!;
  const entry = fs.readFileSync(path.join(buildDir, 'client/assets', entryFile), 'utf8');

  it('runs Preact in the browser only with RENDER_PREACT, React DOM otherwise', () => {
    // preact/compat maps React's onDoubleClick to the DOM's event name; React DOM marks nodes with __reactFiber$.
    expect(client.includes('ondoubleclick')).toBe(switches.preact);
    expect(client.includes('__reactFiber$')).toBe(!switches.preact);
  });

  it("patches React Router's source only with RENDER_ROUTER_MEMO, never in the browser", () => {
    expect(client).not.toContain('__memo');
    expect(server.includes('__memoServerRoutes')).toBe(switches.routerMemo);
    expect(server.includes('__memoMatches')).toBe(switches.routerMemo);
  });

  it("takes React Router's production files only with RENDER_ROUTER_PRODUCTION (its development warnings otherwise)", () => {
    expect(client.includes('No routes matched location')).toBe(!switches.routerProduction);
  });

  it('starts the router before hydrating only with RENDER_EARLY_ROUTER_START (the stock entry otherwise)', () => {
    expect(entry.includes('instanceof Promise')).toBe(switches.earlyRouterStart);
  });

  it("draws lucide's icons from precomputed markup only with RENDER_LUCIDE_ICONS, in both builds", () => {
    // lucide-react's own Icon names its default attributes as in SVG ("stroke-linecap"); ours sets React's names.
    expect(client.includes('"stroke-linecap"')).toBe(!switches.lucideIcons);
    expect(server.includes('buildLucideIconNode')).toBe(!switches.lucideIcons && switches.ssrBundle);
    expect(server.includes('iconMarkup')).toBe(switches.lucideIcons);
  });

  it('renders public pages whole only with RENDER_WHOLE_PAGE, bundles the packages only with RENDER_SSR_BUNDLE', () => {
    expect(server.includes('renderToString(')).toBe(switches.wholePage);
    expect(server.includes('streamCache')).toBe(switches.wholePage);
    expect(/from "kysely"/.test(server)).toBe(!switches.ssrBundle);
  });

  describe('served', () => {
    let srv: RunningServer;
    let browser: Browser;
    beforeAll(async () => {
      srv = await startServer();
      browser = await launchBrowser();
    });
    afterAll(async () => {
      await browser?.close();
      await srv?.stop();
    });

    it("rewrites React Router's module script only with RENDER_DEFER_HYDRATION; every script carries the nonce", async () => {
      const res = await fetch(`${srv.url}/`);
      const html = await res.text();
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
      expect(nonce).toBeTruthy();
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((t) => !t.includes('application/ld+json'));
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
      expect(html.includes('first-contentful-paint')).toBe(switches.deferHydration);
      expect(/<head>[\s\S]*<link rel="modulepreload"[\s\S]*<\/head>/.test(html)).toBe(!switches.deferHydration);
      // React Router's stock module script: the route modules imported statically, then the entry.
      expect(/import \* as route0 from "/.test(html)).toBe(!switches.deferHydration);
    });

    it('hydrates a public page with the renderer its build chose, without errors', async () => {
      const context = await browser.newContext();
      const { page, consoleErrors } = await newPage(context);
      await gotoHydrated(page, `${srv.url}/`);
      const reactDom = await page.evaluate(() => Object.keys(document.body).some((k) => k.startsWith('__reactFiber$')));
      expect(reactDom).toBe(!switches.preact);
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  });
});
