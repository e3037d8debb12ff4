import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { firstHydrationPass, nextTask } from './hydrate-in-turn';

/**
 * Switch RENDER_EARLY_ROUTER_START (app/render/switches.ts): the early router start. React Router's
 * default client entry, but hydration starts once the page's loader data is decoded and its router
 * made. The router suspends its first render until the data is decoded, which React waits out at the
 * root; Preact, which runs the browser build (vite/preact-in-the-browser.ts), cannot suspend the
 * hydration of a whole document. So `HydratedRouter`'s first steps run here, before hydration: called
 * once, it starts the decoding and throws its promise (before any hook runs), which is awaited. With
 * Preact it is called once more, in a task of its own: it makes the router (~20 ms of a phone's main
 * thread, kept out of the hydration's task) and stops at its first hook, which needs a render. Either
 * way the render inside hydrateRoot then finds the data and the router ready.
 *
 * What breaks it on an upgrade: a React Router whose `HydratedRouter` no longer throws its promise
 * before its first hook, or makes its router elsewhere: no page would hydrate in the browser tests.
 */
async function routerReady(): Promise<void> {
  const firstSteps = () => (HydratedRouter as (props: object) => unknown)({});
  try {
    firstSteps();
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown;
  }
  if (!import.meta.env.BROWSER_RUNS_PREACT) return;
  await nextTask();
  try {
    firstSteps();
  } catch {
    // The first hook, outside a render: the router exists.
  }
}

/**
 * Preact pairs the head's elements with the server's by tag, in order, and removes those it does
 * not pair. React's server puts a few elements in the head that the component tree does not render
 * there: preloads of the images a page shows first (ahead of everything but the charset and
 * viewport), the module preloads, and the styles of components (`<style precedence>`, which Preact
 * renders where they are). Their work is done by now (fetched, applied; such a style is rendered
 * again in place in the same task), and left in place they would pair with the wrong elements, which
 * navigation would then rewrite: they are removed. Styles that libraries added to the head as their
 * modules loaded (the toasts') are not the page's either: they are set aside and returned, to be put
 * back once hydrated (in the same task: nothing is drawn without them). Part of the Preact switch.
 */
function leaveTheHeadToTheTree(): Element[] {
  for (const el of document.head.querySelectorAll('link[rel="preload"][as="image"], link[rel="modulepreload"], style[data-precedence]'))
    el.remove();
  const added = [...document.head.querySelectorAll(':scope > style')];
  for (const el of added) el.remove();
  return added;
}

const app = (
  <StrictMode>
    <HydratedRouter />
  </StrictMode>
);

/** Hydrates the document: with the early router start when its switch is on, else as React Router's stock entry does. */
export function hydrateDocument(): void {
  if (!import.meta.env.RENDER_EARLY_ROUTER_START) {
    // React Router's default entry.client, as `react-router reveal` writes it.
    startTransition(() => {
      hydrateRoot(document, app);
    });
    return;
  }
  void routerReady()
    .then(nextTask)
    .then(() => {
      const setAside = import.meta.env.BROWSER_RUNS_PREACT ? leaveTheHeadToTheTree() : [];
      startTransition(() => {
        firstHydrationPass(() => hydrateRoot(document, app));
      });
      document.head.append(...setAside);
    });
}
