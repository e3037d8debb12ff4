import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig, setConfig } from '~/server/config.server';
import { open, resetSealKeyForTests, seal } from '~/server/crypto/sealed.server';

const dirs: string[] = [];
function useConfig(env: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sealed-'));
  dirs.push(dir);
  setConfig(parseConfig({ DATA_DIR: dir, ...env }));
  resetSealKeyForTests();
  return dir;
}
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
  resetSealKeyForTests();
});

describe('sealed secrets', () => {
  it('round-trips with a key file made on first use (mode 0600), and the sealed text holds no plaintext', () => {
    const dir = useConfig({});
    const sealed = seal('mail.smtp_password', 'hunter2-very-secret');
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain('hunter2');
    expect(open('mail.smtp_password', sealed)).toBe('hunter2-very-secret');
    const stat = fs.statSync(path.join(dir, 'secret.key'));
    expect(stat.mode & 0o777).toBe(0o600);
    // A fresh seal of the same text differs (random IV).
    expect(seal('mail.smtp_password', 'hunter2-very-secret')).not.toBe(sealed);
  });

  it('binds the purpose: a value sealed for one field does not open as another', () => {
    useConfig({});
    const sealed = seal('mail.smtp_password', 'x');
    expect(open('backup.s3_secret', sealed)).toBeUndefined();
  });

  it('uses SESSION_SECRET when set (no key file), and another key cannot open it', () => {
    const dir = useConfig({ SESSION_SECRET: 'a'.repeat(40) });
    const sealed = seal('p', 'secret');
    expect(fs.existsSync(path.join(dir, 'secret.key'))).toBe(false);
    expect(open('p', sealed)).toBe('secret');
    useConfig({ SESSION_SECRET: 'b'.repeat(40) });
    expect(open('p', sealed)).toBeUndefined();
    expect(open('p', 'v1:garbage')).toBeUndefined();
    expect(open('p', 'plain')).toBeUndefined();
  });
});
