import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { loginAsAdmin } from './admin-session';
import { launchBrowser, newPage } from './browser';
import { startServer, type RunningServer } from './server';

export interface AdminBrowser {
  server: RunningServer;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  consoleErrors: string[];
  /** The admin session's cookie value. */
  token: string;
}

/**
 * What most admin browser tests start with: the production server (`env` as for startServer),
 * Chromium, and a page signed in as the admin (1440 × 1000 unless `context` says otherwise).
 */
export async function openAdminBrowser(
  opts: { env?: Record<string, string | undefined>; context?: BrowserContextOptions } = {},
): Promise<AdminBrowser> {
  const [server, browser] = await Promise.all([startServer({ env: opts.env }), launchBrowser()]);
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 }, ...opts.context });
  const token = await loginAsAdmin(context, server);
  const { page, consoleErrors } = await newPage(context);
  return { server, browser, context, page, consoleErrors, token };
}

/** Closes what openAdminBrowser opened (either may be missing when the start failed). */
export async function closeAdminBrowser(browser: Browser | undefined, server: RunningServer | undefined): Promise<void> {
  await browser?.close();
  await server?.stop();
}
