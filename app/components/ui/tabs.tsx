import { createContext, useContext, useId, useState } from 'react';

/**
 * Tabs (WAI-ARIA tabs pattern), with the same parts, roles and data
 * attributes as Radix Tabs (`Root`, `List`, `Trigger`, `Content`;
 * `data-state="active|inactive"`, `data-orientation`) for the public pages,
 * without Radix's roving-focus machinery (about 9 KB gzip up front): the
 * selected tab is the only one in the tab order, arrow keys move between tabs
 * (wrapping around), Home and End go to the first and last, and a tab is
 * selected when it receives focus (automatic activation), when pressed with
 * the mouse, or with Enter or Space. Horizontal, left to right.
 */

interface TabsState {
  baseId: string;
  value: string;
  select: (value: string) => void;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error(`Tabs.${part} must be inside Tabs.Root`);
  return state;
}

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${value}`;

function Root({ defaultValue, children, ...props }: { defaultValue: string } & React.ComponentPropsWithoutRef<'div'>) {
  const [value, select] = useState(defaultValue);
  const baseId = useId();
  return (
    <TabsContext.Provider value={{ baseId, value, select }}>
      <div dir="ltr" data-orientation="horizontal" {...props}>
        {children}
      </div>
    </TabsContext.Provider>
  );
}

const KEYS = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];

function List({ children, onKeyDown, ...props }: React.ComponentPropsWithoutRef<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-orientation="horizontal"
      {...props}
      onKeyDown={(e) => {
        onKeyDown?.(e);
        if (e.defaultPrevented || !KEYS.includes(e.key) || e.altKey || e.ctrlKey || e.metaKey) return;
        const tabs = [...e.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not(:disabled)')];
        const at = tabs.indexOf(e.target as HTMLElement);
        if (at < 0) return;
        e.preventDefault();
        const last = tabs.length - 1;
        const next =
          e.key === 'Home' ? 0 : e.key === 'End' ? last : e.key === 'ArrowRight' ? (at === last ? 0 : at + 1) : at === 0 ? last : at - 1;
        tabs[next]?.focus(); // focus selects it
      }}
    >
      {children}
    </div>
  );
}

function Trigger({
  value,
  children,
  onMouseDown,
  onKeyDown,
  onFocus,
  ...props
}: { value: string } & Omit<React.ComponentPropsWithoutRef<'button'>, 'value'>) {
  const tabs = useTabs('Trigger');
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={triggerId(tabs.baseId, value)}
      aria-selected={selected}
      aria-controls={contentId(tabs.baseId, value)}
      data-state={selected ? 'active' : 'inactive'}
      data-orientation="horizontal"
      tabIndex={selected ? 0 : -1}
      {...props}
      onMouseDown={(e) => {
        onMouseDown?.(e);
        if (e.defaultPrevented) return;
        if (e.button === 0 && !e.ctrlKey) {
          e.currentTarget.focus();
          tabs.select(value);
        } else e.preventDefault();
      }}
      onKeyDown={(e) => {
        onKeyDown?.(e);
        if (!e.defaultPrevented && (e.key === ' ' || e.key === 'Enter')) tabs.select(value);
      }}
      onFocus={(e) => {
        onFocus?.(e);
        if (!selected) tabs.select(value);
      }}
    >
      {children}
    </button>
  );
}

/** A tab's panel; `forceMount` keeps it in the HTML when not selected (hide it with `data-[state=inactive]`). */
function Content({
  value,
  forceMount,
  children,
  ...props
}: { value: string; forceMount?: boolean } & React.ComponentPropsWithoutRef<'div'>) {
  const tabs = useTabs('Content');
  const selected = tabs.value === value;
  if (!selected && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={contentId(tabs.baseId, value)}
      aria-labelledby={triggerId(tabs.baseId, value)}
      data-state={selected ? 'active' : 'inactive'}
      data-orientation="horizontal"
      tabIndex={0}
      {...props}
    >
      {children}
    </div>
  );
}

export const Tabs = { Root, List, Trigger, Content };
