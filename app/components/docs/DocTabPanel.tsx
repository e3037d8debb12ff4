import { Tabs } from '~/components/ui/tabs';

/**
 * A tab panel of the documentation page (see `ui/tabs` for how the tabs work
 * before and after hydration). `value` is its id; a jump to it (a tab link
 * before hydration, a shared link) lands with the tab row still in view above
 * it. The heading names the section for screen readers.
 */
export function DocTabPanel({ value, title, children }: { value: string; title: string; children: React.ReactNode }) {
  return (
    <Tabs.Content value={value} className="mt-8 scroll-mt-24 rounded-2xl focus-visible:outline-offset-4">
      <h3 className="sr-only">{title}</h3>
      {children}
    </Tabs.Content>
  );
}
