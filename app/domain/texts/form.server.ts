import { LANGS } from '~/i18n/lang';
import { textEntry, type TextChange } from './texts.server';

/**
 * One entry's editor form: `key`, and per language `value_tr` / `value_en` (a
 * list as JSON, written by the list editor). A language whose field is absent
 * is left as it is; an unreadable list is passed on as text, so the check
 * refuses it with the list rule's message.
 */
export function readTextChange(form: FormData): TextChange | null {
  const key = String(form.get('key') ?? '');
  const entry = textEntry(key);
  if (!entry) return null;
  const change: TextChange = { key };
  for (const lang of LANGS) {
    const raw = form.get(`value_${lang}`);
    if (typeof raw !== 'string') continue;
    if (entry.kind === 'list') {
      try {
        change[lang] = JSON.parse(raw) as unknown;
      } catch {
        change[lang] = raw;
      }
    } else {
      // Browsers send line breaks as CRLF; the catalogue uses none or LF.
      change[lang] = raw.replace(/\r\n/g, '\n');
    }
  }
  return change;
}
