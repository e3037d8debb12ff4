import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, describeEachEngine, type TestDatabase } from '../helpers/test-db';
import { parseConfig, setConfig } from '~/server/config.server';
import { createFirstOwner } from '~/domain/auth/accounts.server';
import { createSession, findSession } from '~/domain/auth/sessions.server';
import { setAdminPassword } from '~/domain/auth/password.server';
import { createBackup } from '~/site/backup/backup.server';

/**
 * `npm run restore` (scripts/restore.ts) and the people in a backup: `--yes` answers the restore's
 * questions but adds nobody (a crafted file's planted owner stays out); people come back only when
 * named (`--person`, repeatable, any case) or all with `--with-people`. A name not in the file stops
 * the restore before anything is written.
 */
const run = promisify(execFile);

describeEachEngine('npm run restore and the people in the file', (ctx) => {
  let file: string;
  const sites: TestDatabase[] = [];

  beforeAll(async () => {
    setConfig(parseConfig({ ...process.env, LOG_LEVEL: 'silent', DATA_DIR: ctx.test.dataDir, DATABASE_URL: undefined }));
    await setAdminPassword('owner-passphrase-2026');
    const shared = (await findSession(await createSession({ ip: '203.0.113.9', userAgent: 'test' })))!;
    const owner = await createFirstOwner(shared, { email: 'owner@example.com', name: 'Ayşe' });
    const backup = structuredClone(await createBackup());
    const ownerRow = backup.tables.admin_accounts.find((r) => r.id === owner.id)!;
    backup.tables.admin_accounts.push(
      { ...ownerRow, id: randomUUID(), email: 'planted@evil.example', name: 'Planted', role: 'owner', status: 'active' },
      { ...ownerRow, id: randomUUID(), email: 'editor@example.com', name: 'Mehmet', role: 'editor', status: 'active' },
    );
    file = path.join(ctx.test.dataDir, 'crafted.json');
    fs.writeFileSync(file, JSON.stringify(backup));
  });

  afterAll(async () => {
    for (const s of sites) await s.drop();
  });

  /** Runs the command into a new empty site; its accounts afterwards, its output and exit code. */
  async function restore(...args: string[]) {
    const site = await createTestDatabase(ctx.kind);
    sites.push(site);
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: site.dataDir, LOG_LEVEL: 'warn' };
    delete env.DATABASE_URL;
    if (site.databaseUrl) env.DATABASE_URL = site.databaseUrl;
    const out = await run(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/restore.ts', file, ...args], { env }).then(
      (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
    );
    const accounts = await site.db.kysely.selectFrom('admin_accounts').select(['email', 'role', 'status']).orderBy('email').execute();
    const restoredRows = await site.db.kysely.selectFrom('audit_log').select('id').where('action', '=', 'restore').execute();
    return { ...out, accounts, restored: restoredRows.length > 0 };
  }

  it('--yes restores the rows and adds nobody, the planted owner included', async () => {
    const r = await restore('--yes');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Rows restored');
    expect(r.stdout).toContain('0 people added');
    expect(r.stdout).toContain('Not added: Planted <planted@evil.example> (owner); name them with --person planted@evil.example');
    expect(r.stdout).not.toContain('Invitation for');
    expect(r.accounts).toEqual([]);
  });

  it('--person adds only the people named (as invited, with a link printed)', async () => {
    const r = await restore('--yes', '--person', 'OWNER@example.com');
    expect(r.code).toBe(0);
    expect(r.accounts).toEqual([{ email: 'owner@example.com', role: 'owner', status: 'invited' }]);
    expect(r.stdout).toMatch(/^Invitation for owner@example\.com .*\/admin\/davet\?t=/m);
    expect(r.stdout).not.toContain('Invitation for planted@evil.example');
  });

  it('--with-people adds every new person of the file', async () => {
    const r = await restore('--yes', '--with-people');
    expect(r.code).toBe(0);
    expect(r.accounts.map((a) => a.email)).toEqual(['editor@example.com', 'owner@example.com', 'planted@evil.example']);
    expect(r.accounts.every((a) => a.status === 'invited')).toBe(true);
  });

  it('a name that is not in the file stops the restore before anything is written', async () => {
    const r = await restore('--yes', '--person', 'nobody@example.com');
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('--person nobody@example.com: not a person in the file; nothing was restored');
    expect(r.accounts).toEqual([]);
    expect(r.restored).toBe(false);
  });
});
