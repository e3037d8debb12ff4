import { describe, expect, it } from 'vitest';
import { BackupReader } from '~/site/backup/reader.server';
import { BACKUP_TABLES } from '~/server/db/schema';

/** The backup's frame around `projects` (every other table empty), read in pieces of `size` characters. */
function read(projects: string, size = 7) {
  const tables = BACKUP_TABLES.map((t) => `"${t}":${t === 'projects' ? projects : '[]'}`).join(',');
  const text = `{"format":"site-backup","version":1,"created_at":"2026-01-01T00:00:00Z","tables":{${tables}}}`;
  const rows: unknown[] = [];
  const reader = new BackupReader((table, row) => table === 'projects' && rows.push(row));
  try {
    for (let i = 0; i < text.length; i += size) reader.write(text.slice(i, i + size));
    reader.end();
    return rows;
  } catch (err) {
    return err as { code: string; detail: string };
  }
}

describe('the streamed backup reader', () => {
  it('builds rows as JSON.parse does, `__proto__` an own key, never the prototype', () => {
    const row = '{"id":"a","__proto__":{"x":1},"n":-1.5e3,"s":"q\\u00e9","b":true,"z":null,"l":[1,[2,{"k":""}]]}';
    const [parsed] = read(`[${row}]`) as Record<string, unknown>[];
    expect(parsed).toEqual(JSON.parse(row));
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(Object.keys(parsed!)).toContain('__proto__');
  });

  it('refuses a row past its limits before it is built: a long text, a long number, deep nesting, a row too large', () => {
    const refused = { code: 'invalid_structure', detail: 'projects[0]' };
    expect(read(`[{"a":"${'x'.repeat(2_000_001)}"}]`, 256 * 1024)).toMatchObject(refused);
    expect(read(`[{"a":1${'0'.repeat(120)}}]`)).toMatchObject(refused);
    expect(read(`[${'['.repeat(20)}${']'.repeat(20)}]`)).toMatchObject(refused);
    expect(read(`[${'['.repeat(15)}${']'.repeat(15)}]`)).toHaveLength(1);
    const third = 'x'.repeat(1_500_000);
    expect(read(`[{"a":"${third}","b":"${third}","c":"${third}"}]`, 256 * 1024)).toMatchObject(refused);
  });

  it("refuses a frame key past 200 characters (a row's keys count toward its size) and a table given twice", () => {
    expect(read(`[{"${'k'.repeat(300)}":1}]`)).toHaveLength(1);
    const frame = read('[],"projects":[]');
    expect(frame).toMatchObject({ code: 'invalid_structure', detail: 'projects' });
    const reader = new BackupReader(() => {});
    expect(() => reader.write(`{"${'k'.repeat(300)}":1}`)).toThrow(expect.objectContaining({ code: 'not_backup', detail: 'key' }));
  });
});
