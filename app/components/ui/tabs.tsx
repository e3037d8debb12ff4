import { createContext, useContext, useState, useSyncExternalStore } from 'react';
import { cn } from './cn';
import { useHydrated } from './use-hydrated';

/**
 * Tabs whose tabs are links to their panels (`<a href="#panel-id">`), with the
 * parts of Radix Tabs (`Root`, `List`, `Trigger`, `Content`). A tab's value is
 * its panel's `id`, so the address fragment names the selected tab.
 *
 * Before the scripts have run (JavaScript off, scripts blocked or failed, or
 * simply not hydrated yet) the tabs are plain in-page links and CSS shows the
 * panel that is the fragment's target (`:target`), the first one when the
 * fragment names none; the selected link has the selected look. Links are what
 * works for everyone without scripts (keyboard, screen readers, "copy link",
 * back button), the content stays one click away, and a link to a tab opens
 * that tab. Without `:has()` support every panel shows, one after the other.
 *
 * Once React runs they become WAI-ARIA tabs (`tablist`, `tab` with
 * `aria-selected`, `tabpanel`): the selected tab is the only one in the tab
 * order, arrow keys move between tabs (wrapping around), Home and End go to the
 * first and last, and a tab is selected when it receives focus, is clicked, or
 * with Enter or Space. The fragment follows the selection (replaced, without a
 * jump or a history entry) and a change of the fragment (a link, back) selects
 * its tab. Both states look the same: nothing moves when the page hydrates.
 */

interface TabsState {
  value: string;
  /** False in the server's HTML and until the page has hydrated. */
  enhanced: boolean;
  select: (value: string) => void;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error(`Tabs.${part} must be inside Tabs.Root`);
  return state;
}

// The address fragment, as an external store: `null` on the server and while hydrating.
const hashListeners = new Set<() => void>();
function subscribeHash(listener: () => void) {
  hashListeners.add(listener);
  window.addEventListener('hashchange', listener);
  window.addEventListener('popstate', listener);
  return () => {
    hashListeners.delete(listener);
    window.removeEventListener('hashchange', listener);
    window.removeEventListener('popstate', listener);
  };
}
function readHash(): string | null {
  try {
    return decodeURIComponent(window.location.hash.slice(1));
  } catch {
    return window.location.hash.slice(1);
  }
}
const noHash = () => null;

/** Puts `#value` in the address without scrolling, without a history entry, keeping the router's state. */
function replaceHash(value: string) {
  const url = new URL(window.location.href);
  url.hash = value;
  if (url.href === window.location.href) return;
  window.history.replaceState(window.history.state, '', url);
  for (const listener of hashListeners) listener();
}

const triggerId = (value: string) => `${value}-tab`;

const VALUE = /^[A-Za-z][\w-]*$/;

/** The selected tab's look: the same rule for the links before hydration (by `:target`) and for the tabs after. */
const SELECTED_LOOK =
  'background-color:#fff;color:var(--color-accent-800);box-shadow:0 1px 3px 0 rgb(0 0 0/0.1),0 1px 2px -1px rgb(0 0 0/0.1)';

/**
 * The CSS of the state before hydration. Each rule stands alone, so a browser without `:has()`
 * drops only the rules that use it (and then shows every panel).
 */
function tabsCss(values: readonly string[], defaultValue: string): string {
  const before = '[data-tabs]:not([data-enhanced])';
  const noTarget = `${before}:not(:has(>[data-tab-panel]:target))`;
  return [
    `[data-tabs][data-enhanced] [data-tab-trigger][aria-selected="true"]{${SELECTED_LOOK}}`,
    `${before}:has(>[data-tab-panel]:target)>[data-tab-panel]:not(:target){display:none}`,
    `${noTarget}>[data-tab-panel]:not([data-tab-panel="${defaultValue}"]){display:none}`,
    `${noTarget} [data-tab-trigger="${defaultValue}"]{${SELECTED_LOOK}}`,
    ...values.map((v) => `${before}:has(>[data-tab-panel="${v}"]:target) [data-tab-trigger="${v}"]{${SELECTED_LOOK}}`),
  ].join('\n');
}

function Root({
  values,
  defaultValue,
  children,
  ...props
}: {
  /** The tabs' values, which are their panels' ids (a letter, then letters, digits, `-` or `_`). */
  values: readonly string[];
  defaultValue: string;
} & React.ComponentPropsWithoutRef<'div'>) {
  for (const v of values) if (!VALUE.test(v)) throw new Error(`Tabs: "${v}" cannot be an id`);
  // The server's value (no fragment) until hydrated, in React and in Preact alike (use-hydrated.ts).
  const hash = useSyncExternalStore(subscribeHash, useHydrated() ? readHash : noHash, noHash);
  const enhanced = hash !== null;
  const fromHash = hash !== null && values.includes(hash) ? hash : null;
  // The selection: the fragment's tab when it names one, else the last one chosen (a fragment
  // that names something else on the page, e.g. a guide, leaves the tabs as they are).
  const [picked, setPicked] = useState<string | null>(null);
  const [seenHash, setSeenHash] = useState(hash);
  if (seenHash !== hash) {
    setSeenHash(hash);
    if (fromHash) setPicked(fromHash);
  }
  const value = picked ?? fromHash ?? defaultValue;
  const select = (next: string) => {
    setPicked(next);
    replaceHash(next);
  };
  return (
    <TabsContext.Provider value={{ value, enhanced, select }}>
      <div data-tabs="" data-enhanced={enhanced ? '' : undefined} {...props}>
        <style href={`tabs-${values.join('-')}`} precedence="default">
          {tabsCss(values, defaultValue)}
        </style>
        {children}
      </div>
    </TabsContext.Provider>
  );
}

const KEYS = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];

/** The row of tabs; `label` names the tab list once it is one. */
function List({ label, children, className, ...props }: { label: string } & React.ComponentPropsWithoutRef<'div'>) {
  const tabs = useTabs('List');
  if (!tabs.enhanced)
    return (
      <div className={className} {...props}>
        {children}
      </div>
    );
  return (
    <div
      role="tablist"
      aria-label={label}
      aria-orientation="horizontal"
      className={className}
      {...props}
      onKeyDown={(e) => {
        if (!KEYS.includes(e.key) || e.altKey || e.ctrlKey || e.metaKey) return;
        const all = [...e.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
        const at = all.indexOf(e.target as HTMLElement);
        if (at < 0) return;
        e.preventDefault();
        const last = all.length - 1;
        const next =
          e.key === 'Home' ? 0 : e.key === 'End' ? last : e.key === 'ArrowRight' ? (at === last ? 0 : at + 1) : at === 0 ? last : at - 1;
        all[next]?.focus(); // focus selects it
      }}
    >
      {children}
    </div>
  );
}

/** A tab: a link to its panel. */
function Trigger({ value, children, className }: { value: string; children: React.ReactNode; className?: string }) {
  const tabs = useTabs('Trigger');
  const selected = tabs.value === value;
  const common = { href: `#${value}`, 'data-tab-trigger': value, className: cn('flex items-center justify-center text-center', className) };
  if (!tabs.enhanced) return <a {...common}>{children}</a>;
  return (
    <a
      {...common}
      role="tab"
      id={triggerId(value)}
      aria-selected={selected}
      aria-controls={value}
      tabIndex={selected ? 0 : -1}
      onClick={(e) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        e.currentTarget.focus();
        tabs.select(value);
      }}
      onKeyDown={(e) => {
        if (e.key !== ' ') return;
        e.preventDefault(); // not a scroll
        tabs.select(value);
      }}
      onFocus={() => {
        if (!selected) tabs.select(value);
      }}
    >
      {children}
    </a>
  );
}

/**
 * A tab's panel, always in the HTML: before hydration CSS hides the ones not selected (see
 * above), after it the `hidden` attribute. `id` is the value (the fragment that shows it).
 */
function Content({ value, children, ...props }: { value: string } & Omit<React.ComponentPropsWithoutRef<'div'>, 'id'>) {
  const tabs = useTabs('Content');
  const selected = tabs.value === value;
  const aria = tabs.enhanced ? { role: 'tabpanel', 'aria-labelledby': triggerId(value), tabIndex: 0, hidden: !selected } : {};
  return (
    <div id={value} data-tab-panel={value} {...aria} {...props}>
      {children}
    </div>
  );
}

export const Tabs = { Root, List, Trigger, Content };
