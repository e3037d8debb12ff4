import { describe, expect, it } from 'vitest';
import { backupSettingKeys } from '~/site/backup/rows.server';
import { catalog } from '~/i18n/catalog';

/**
 * The restore preview names every setting it would change: each settings key a backup may carry
 * (rows.server.ts accepts it) has its own label in both languages, never the "Diğer ayar" fallback.
 */
describe('restore preview: setting labels', () => {
  const keys = backupSettingKeys();

  it('covers the public settings, the removed sample claims, the mail set-up and the site address', () => {
    expect(keys).toEqual(expect.arrayContaining(['site_title', 'legal_identity', '_sample_removed', '_mail_server', '_site_address']));
  });

  for (const lang of ['tr', 'en'] as const) {
    it(`every key a backup can carry has a label (${lang})`, () => {
      const labels = catalog[lang].adminRestore.settings as Record<string, string>;
      const missing = keys.filter((k) => !Object.hasOwn(labels, k) || !labels[k]?.trim());
      expect(missing).toEqual([]);
      // Distinct names, none the catch-all.
      const named = keys.map((k) => labels[k]);
      expect(named).not.toContain(labels.other);
      expect(new Set(named).size).toBe(named.length);
    });
  }
});
