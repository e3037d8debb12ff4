import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import fs from 'node:fs';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  if (!fs.existsSync(CHROME_PATH)) throw new Error(`Chromium not found at ${CHROME_PATH} (apt-get install chromium, or set CHROME_PATH)`);
  return chromium.launch({
    executablePath: CHROME_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...extraArgs,
    ],
  });
}

/** A page that records console errors and CSP violations, for tests to assert none happened. */
export async function newPage(context: BrowserContext): Promise<{ page: Page; consoleErrors: string[] }> {
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => consoleErrors.push(err.message));
  return { page, consoleErrors };
}

/**
 * Waits until the page is hydrated (the root marks <html data-hydrated> once its effects run), so
 * clicks and keys reach our handlers: public pages load their scripts only after the first paint,
 * so "network idle" alone does not mean the page is interactive on a busy machine.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, { timeout: 20_000 });
}

/**
 * Opens a page with JavaScript on and waits until it is interactive: loaded (images above the
 * fold, fonts, styles) and hydrated, which means its scripts have been fetched and run.
 */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url, { waitUntil: 'load' });
  await waitForHydration(page);
  return response;
}

/** Waits until the element's page is hydrated, so clicks on it run our handlers. */
export async function waitForElementHydration(locator: Locator): Promise<void> {
  await waitForHydration(locator.page());
}

/** Runs axe-core in the page and returns its violations. */
export async function axeViolations(page: Page) {
  const source = fs.readFileSync(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url), 'utf8');
  // Let entrance transitions (a toast fading in) settle: mid-fade colours are not the page's colours.
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      null,
      {
        timeout: 3000,
      },
    )
    .catch(() => undefined);
  await page.evaluate(source);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{ violations: Array<{ id: string; help: string; nodes: Array<{ target: string[] }> }> }>;
        };
      }
    ).axe;
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
  });
}
