import { Suspense } from 'react';

/*
 * Part of the Preact switch (RENDER_PREACT, app/render/switches.ts): with React DOM in the browser
 * (and on the server) <HydrateInTurn> renders its children as they are.
 */

/** A turn of the event loop: what comes after it is a separate task for the browser. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** True only while the first hydration pass runs (hydrate-document.tsx): what may wait its turn. */
let firstPass = false;

/** Runs the page's first hydration pass; parts wrapped in <HydrateInTurn> are hydrated after it. */
export function firstHydrationPass(hydrate: () => void): void {
  firstPass = true;
  try {
    hydrate();
  } finally {
    firstPass = false;
  }
}

function Turn({ children }: { children: React.ReactNode }): React.ReactNode {
  // Suspends once, in the first pass: Preact keeps the server's element as it is (links and forms
  // work) and hydrates it when the promise settles, in a task of its own.
  if (firstPass) throw nextTask();
  return children;
}

/**
 * A part of the page (one element: the header, the main content, the footer) that Preact hydrates in a task of
 * its own after the rest, instead of in one long task with it: a phone's main thread is then never
 * blocked for the whole page at once (Lighthouse's Total Blocking Time). React (the server, and
 * `npm run dev`) renders the children as they are: it splits its hydration into slices itself.
 */
export function HydrateInTurn({ children }: { children: React.ReactNode }) {
  if (!import.meta.env.BROWSER_RUNS_PREACT) return children;
  return (
    <Suspense fallback={null}>
      <Turn>{children}</Turn>
    </Suspense>
  );
}
