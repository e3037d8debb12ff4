import { Tabs } from '~/components/ui/tabs';
import { cn } from '~/components/ui/cn';

/**
 * A tab panel. Every panel is rendered in the HTML: without JavaScript the tab
 * list is hidden and the panels are shown one after the other, each with its
 * heading; with JavaScript (scripting media feature, then hydration) only the
 * selected panel shows.
 */
export function DocTabPanel({ value, title, children }: { value: string; title: string; children: React.ReactNode }) {
  return (
    <Tabs.Content
      value={value}
      forceMount
      className={cn(
        'mt-8 rounded-2xl focus-visible:outline-offset-4',
        'data-[state=inactive]:[@media(scripting:enabled)]:hidden group-data-[enhanced]/tabs:data-[state=inactive]:hidden',
        '[@media(scripting:none)]:mt-12',
      )}
    >
      <h3 className="sr-only [@media(scripting:none)]:not-sr-only [@media(scripting:none)]:mb-6 [@media(scripting:none)]:text-xl [@media(scripting:none)]:font-bold [@media(scripting:none)]:text-slate-900">
        {title}
      </h3>
      {children}
    </Tabs.Content>
  );
}
