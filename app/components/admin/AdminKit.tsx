import { useEffect, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import Download from 'lucide-react/icons/download';
import { AlertDialog } from 'radix-ui';
import { cn } from '~/components/ui/cn';
import { Button, buttonClass } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { showToast } from '~/components/ui/toast';
import type { ActionResult } from '~/lib/action-result';
import { useAdminT } from '~/i18n/admin-context';
import { useCanOpen } from './use-can-open';

/*
 * The admin's UI kit: the page header and its CSV link, sub-navigation tabs, stat cards, the empty
 * state, the load-error notice, the confirm button, the table frame and cell classes, and the toast
 * of an action's result.
 * Pagination is Pagination.tsx; the sections' sub-navigations are SectionNavs.tsx.
 */

export type { ActionResult };

/** Shows a result's toast once per result object (fetcher or action data). */
export function useResultToast(result: ActionResult | undefined | null) {
  const shown = useRef<ActionResult | null>(null);
  useEffect(() => {
    if (result?.toast && shown.current !== result) {
      shown.current = result;
      showToast(result.toast);
    }
  }, [result]);
}

export function PageHeader({ title, description, actions }: { title: string; description?: string; actions?: React.ReactNode }) {
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h2 className="text-xl font-semibold text-slate-900 sm:text-2xl">{title}</h2>
        {description ? <p className="mt-1 max-w-3xl text-sm text-slate-600">{description}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

/** A page header's CSV download ("CSV olarak indir"); `href` carries the list's filter. */
export function CsvLink({ href, testId }: { href: string; testId?: string }) {
  return (
    <a href={href} download data-testid={testId} className={buttonClass('outline', 'md')}>
      <Download className="size-4" aria-hidden="true" />
      {useAdminT().adminOps.exportCsv}
    </a>
  );
}

/** A list that could not be loaded: the notice above it; with `toast`, also said once as a toast. */
export function LoadErrorAlert({ text, toast }: { text: string; toast?: boolean }) {
  const title = useAdminT().adminOps.errorTitle;
  useEffect(() => {
    if (toast) showToast({ title, description: text, variant: 'error' });
  }, [toast, title, text]);
  return (
    <p role="alert" className="mb-6 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      {text}
    </p>
  );
}

/** Links between the sub-pages of a tab (Danışmanlık: requests / messages; E-Bülten: subscribers / campaigns). */
export function SubNav({ label, links }: { label: string; links: Array<{ to: string; label: string; end?: boolean }> }) {
  // Only the pages this person's role may open; a single page left needs no sub-navigation.
  const canOpen = useCanOpen();
  const open = links.filter((l) => canOpen(l.to));
  if (open.length < 2) return null;
  return (
    <nav aria-label={label} className="mb-6">
      <ul className="inline-flex flex-wrap gap-1 rounded-xl bg-slate-200/60 p-1">
        {open.map((l) => (
          <li key={l.to}>
            <NavLink
              to={l.to}
              end={l.end ?? true}
              prefetch="intent"
              className={({ isActive }) =>
                cn(
                  'block rounded-lg px-3 py-1.5 text-sm font-medium transition-colors',
                  isActive ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
                )
              }
            >
              {l.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function StatCard({
  label,
  value,
  hint,
  testId,
  icon,
  tone = 'slate',
}: {
  label: string;
  value: number | string;
  hint?: React.ReactNode;
  testId?: string;
  icon?: React.ReactNode;
  tone?: 'slate' | 'accent' | 'amber' | 'emerald';
}) {
  const tones = {
    slate: 'bg-slate-100 text-slate-700',
    accent: 'bg-accent-50 text-accent-800',
    amber: 'bg-amber-50 text-amber-800',
    emerald: 'bg-emerald-50 text-emerald-800',
  } as const;
  return (
    <Card className="min-w-0 p-3 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <p className="text-xs font-medium text-slate-600 sm:text-sm">{label}</p>
        {icon ? (
          <span className={cn('hidden size-8 shrink-0 items-center justify-center rounded-lg sm:flex', tones[tone])} aria-hidden="true">
            {icon}
          </span>
        ) : null}
      </div>
      <p className="mt-1 text-2xl font-semibold tracking-tight text-slate-900 tabular-nums sm:text-3xl" data-testid={testId}>
        {value}
      </p>
      {hint ? <p className="mt-1 text-xs text-slate-600">{hint}</p> : null}
    </Card>
  );
}

export function EmptyState({ children }: { children: React.ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-sm text-slate-600">{children}</p>
  );
}

/**
 * A button that asks for confirmation in an accessible alert dialog before
 * running `onConfirm` (destructive actions, docs/design.md "confirmation for
 * destructive actions").
 */
export function ConfirmButton({
  title,
  message,
  confirmLabel,
  onConfirm,
  children,
  className,
  triggerLabel,
  variant = 'ghost',
  disabled,
}: {
  title: string;
  message: React.ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  children: React.ReactNode;
  className?: string;
  triggerLabel?: string;
  variant?: 'ghost' | 'outline' | 'destructive';
  disabled?: boolean;
}) {
  const t = useAdminT().adminOps;
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger asChild>
        <Button variant={variant} size="sm" className={className} aria-label={triggerLabel} disabled={disabled}>
          {children}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">{message}</AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">{t.cancel}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant="destructive" onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** A scrollable table frame: tables stay tables on small screens and scroll sideways. */
export function TableFrame({ children }: { children: React.ReactNode }) {
  return (
    <Card className="overflow-hidden">
      {/* relative: screen-reader-only cells (absolutely positioned) stay inside the scroll area */}
      <div className="relative overflow-x-auto">{children}</div>
    </Card>
  );
}

export const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
export const td = 'px-4 py-3 align-top text-sm text-slate-800';
