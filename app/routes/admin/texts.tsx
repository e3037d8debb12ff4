import type { Route } from './+types/texts';
import { adminSession, done, runAdminAction } from '~/domain/auth/index.server';
import { actorOf, type AuditedSession } from '~/domain/audit/index.server';
import { baseSummary } from '~/domain/audit/index';
import { isTextPageId, TEXT_PAGES, type TextPageId, isAccessibilityText, partLabel, shownOnPages, textPlace } from '~/domain/texts/index';
import {
  readTextChange,
  defaultText,
  isStale,
  resetTexts,
  revertTextChange,
  saveTexts,
  textEntryDefs,
  textHistory,
  textRowMap,
  TextValidationError,
} from '~/domain/texts/index.server';
import { LANGS } from '~/i18n/lang';
import { catalog } from '~/i18n/catalog';
import { fmt } from '~/i18n/define';
import { useAdminT } from '~/i18n/admin-context';
import { formatDateTime } from '~/lib/format-date';
import { PageHeader, type ActionResult } from '~/components/admin/AdminKit';
import { TextsScreen } from '~/components/admin/texts/TextsScreen';
import type { TextEntryView } from '~/components/admin/texts/types';

const fold = (s: string) => s.toLocaleLowerCase('tr-TR');

export async function loader({ request, context }: Route.LoaderArgs) {
  await adminSession({ request, context });
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 200);
  const staleOnly = url.searchParams.get('eksik') === '1';
  const pageParam = url.searchParams.get('sayfa');
  const page: TextPageId = isTextPageId(pageParam) ? pageParam : TEXT_PAGES[0].id;
  const rows = await textRowMap();
  const needle = fold(q);

  const all = textEntryDefs();
  const staleKeys = new Set(all.filter((e) => LANGS.some((l) => isStale(rows, e.key, l))).map((e) => e.key));
  // A search or the translation filter looks at every page; otherwise one page at a time.
  const chosen = all.filter((e) => {
    if (staleOnly && !staleKeys.has(e.key)) return false;
    if (needle) {
      const hay = [e.key, textPlace(e.key), ...LANGS.flatMap((l) => [defaultText(e.key, l), rows.get(`${l}:${e.key}`)?.value])]
        .filter((v) => v !== undefined)
        .map((v) => (typeof v === 'string' ? v : JSON.stringify(v)))
        .join('\n');
      return fold(hay).includes(needle);
    }
    return staleOnly || e.page === page;
  });
  const history = await textHistory(chosen.map((e) => e.key));
  const entries: TextEntryView[] = chosen.map((e) => {
    const tr = rows.get(`tr:${e.key}`);
    const en = rows.get(`en:${e.key}`);
    const latest = [tr, en].filter((r) => r !== undefined).sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())[0];
    return {
      key: e.key,
      page: e.page,
      section: e.section,
      part: e.part,
      place: textPlace(e.key),
      partLabel: partLabel(e.part),
      a11y: isAccessibilityText(e.key),
      shownOn: shownOnPages(e),
      kind: e.kind,
      rich: e.rich,
      fixed: e.fixed,
      defaults: { tr: defaultText(e.key, 'tr'), en: defaultText(e.key, 'en') },
      values: { tr: tr?.value ?? null, en: en?.value ?? null },
      stale: { tr: isStale(rows, e.key, 'tr'), en: isStale(rows, e.key, 'en') },
      updated: latest ? formatDateTime(latest.updatedAt, 'tr') : null,
      history: history
        .filter((h) => h.key === e.key)
        .map((h) => ({
          id: h.id,
          lang: h.lang,
          date: formatDateTime(h.createdAt, 'tr'),
          actor: h.actor ?? '',
          oldValue: h.oldValue,
          newValue: h.newValue,
        })),
    };
  });
  return {
    page,
    q,
    staleOnly,
    staleCount: staleKeys.size,
    changedCount: new Set([...rows.values()].map((r) => r.key)).size,
    entries,
  };
}

export async function action(args: Route.ActionArgs): Promise<ActionResult> {
  // Who made a change, as the audit log names them: the staff member, or the shared admin's session.
  const actor = (c: { session: AuditedSession }) => actorOf(c.session).name;
  const t = catalog.tr;
  const m = t.adminTexts;
  const logged = (key: string, what: string) => ({
    action: 'update' as const,
    entity: 'site_text' as const,
    entityId: key,
    summary: `${baseSummary('update', 'site_text')}: ${textPlace(key)} (${what})`,
  });
  return runAdminAction<ActionResult>({
    ...args,
    error: m.toasts.error,
    failure: {
      log: 'site texts could not be saved',
      level: 'error',
      known: (err) =>
        err instanceof TextValidationError
          ? {
              ok: false,
              at: Date.now(),
              errors: { [`value_${err.lang}`]: err.message },
              toast: { title: t.adminOps.errorTitle, description: fmt(m.toasts.invalid, { message: err.message }), variant: 'error' },
            }
          : undefined,
    },
    intents: {
      save: async (c) => {
        const change = readTextChange(c.form);
        if (!change) return c.fail(m.rules.unknownEntry);
        const n = await saveTexts([change], actor(c));
        return done(c.ok(n > 0 ? m.toasts.saved : m.toasts.nothing), n > 0 ? logged(change.key, m.save) : null);
      },
      revert: async (c) => {
        const reverted = await revertTextChange(String(c.form.get('history') ?? ''), actor(c));
        return reverted ? done(c.ok(m.toasts.reverted), logged(reverted.key, m.revert)) : c.fail(m.toasts.error);
      },
      reset: async (c) => {
        const key = String(c.form.get('key') ?? '');
        if (!textEntryDefs().some((e) => e.key === key || e.key.startsWith(`${key}.`))) return c.fail(m.rules.unknownEntry);
        return done(c.ok(m.toasts.reset), (await resetTexts(key, actor(c))) > 0 ? logged(key, m.resetEntry) : null);
      },
    },
  });
}

export default function Texts({ loaderData }: Route.ComponentProps) {
  const m = useAdminT().adminTexts;
  return (
    <div>
      <PageHeader title={m.title} description={m.description} />
      <TextsScreen {...loaderData} />
    </div>
  );
}
