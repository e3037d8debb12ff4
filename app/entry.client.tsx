import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/**
 * React Router's default client entry, but hydration starts once the page's loader data is decoded.
 * The router suspends its first render until then, which React waits out at the root; Preact, which
 * runs the browser build (ADR 017), cannot suspend the hydration of a whole document. So the router's
 * first step runs here, before hydration: it starts the decoding and throws its promise (before any
 * hook runs), which is awaited; the render inside hydrateRoot then finds the data ready.
 */
async function dataDecoded(): Promise<void> {
  try {
    (HydratedRouter as (props: object) => unknown)({});
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown;
  }
}

/**
 * Preact pairs the head's elements with the server's by tag, in order. React's server puts a few
 * elements in the head that the component tree does not render there: preloads of the images a page
 * shows first (ahead of everything but the charset and viewport), the module preloads, and the styles
 * of components (`<style precedence>`, which Preact renders where they are). Their work is done by
 * now (fetched, applied; such a style is rendered again in place in the same task), and left in
 * place they would pair with the wrong elements, which navigation would then rewrite.
 */
function leaveTheHeadToTheTree(): void {
  for (const el of document.head.querySelectorAll('link[rel="preload"][as="image"], link[rel="modulepreload"], style[data-precedence]'))
    el.remove();
}

void dataDecoded().then(() => {
  if (import.meta.env.BROWSER_RUNS_PREACT) leaveTheHeadToTheTree();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
