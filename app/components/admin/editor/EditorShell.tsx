import { Tabs } from 'radix-ui';
import Loader2 from 'lucide-react/icons/loader-circle';
import { Button } from '~/components/ui/button';
import { EditorDialog } from '~/components/admin/EditorDialog';
import { EditorTabList, errorsPerTab } from '~/components/admin/FormFields';
import type { EditorForm } from './use-editor-form';

/**
 * The frame of the project and blog post editors: the dialog, its tab bar
 * (with each tab's error count) and the save bar (cancel, save). The tab
 * panels are the children.
 */
export function EditorShell<V extends object, Tab extends string>({
  form,
  editing,
  open = true,
  onClose,
  tabs,
  fieldTab,
  t,
  children,
}: {
  form: EditorForm<V, Tab>;
  editing: boolean;
  open?: boolean;
  onClose: () => void;
  tabs: readonly Tab[];
  fieldTab: Record<keyof V, Tab>;
  t: {
    tabs: Record<Tab, string>;
    dialog: {
      editTitle: string;
      createTitle: string;
      description: string;
      close: string;
      cancel: string;
      save: string;
      saving: string;
      tabErrors: string;
      tabsLabel: string;
    };
  };
  children: React.ReactNode;
}) {
  const m = t.dialog;
  return (
    <EditorDialog
      open={open}
      onOpenChange={(o) => (!o ? onClose() : undefined)}
      title={editing ? m.editTitle : m.createTitle}
      description={m.description}
      closeLabel={m.close}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={form.busy}>
            {m.cancel}
          </Button>
          <Button onClick={form.save} disabled={form.busy}>
            {form.busy ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : null}
            {form.busy ? m.saving : m.save}
          </Button>
        </>
      }
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          form.save();
        }}
      >
        <Tabs.Root value={form.tab} onValueChange={(v) => form.setTab(v as Tab)}>
          <EditorTabList
            tabs={tabs}
            labels={t.tabs}
            errorCounts={errorsPerTab(form.errors, fieldTab as Record<string, Tab>)}
            errorsLabel={m.tabErrors}
            ariaLabel={m.tabsLabel}
          />
          {children}
        </Tabs.Root>
        {/* Enter in a text field submits (lists catch their own Enter). */}
        <button type="submit" className="sr-only" tabIndex={-1} aria-hidden="true" />
      </form>
    </EditorDialog>
  );
}
