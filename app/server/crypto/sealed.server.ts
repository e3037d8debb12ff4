import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { config } from '~/server/config.server';
import { singleton } from '../singleton.server';

/**
 * Secrets staff enter in the admin (the e-mail server's password, the backup
 * bucket's secret key) are stored sealed: AES-256-GCM with a key that is never
 * in the database, so neither a backup nor a copy of the database reveals them.
 *
 * The key: derived from SESSION_SECRET when it is set (every instance of a
 * scaled-out site shares it), otherwise a random key file `DATA_DIR/secret.key`
 * (mode 0600) made on first use. Changing SESSION_SECRET or losing the key file
 * makes the stored secrets unreadable: `open` then answers undefined and the
 * screen asks for the secret again (nothing else breaks).
 *
 * Sealed form: `v1:` + base64url(iv[12] | tag[16] | ciphertext). The purpose
 * (for example 'mail.smtp_password') is bound as associated data, so a sealed
 * value cannot be moved to another field.
 */
const KEY_FILE = 'secret.key';
/** The derived key per key source (SESSION_SECRET or the key file). */
const sealKeys = singleton('sealed-setting keys', () => new Map<string, Buffer>());

function keyFilePath(): string {
  return path.join(config().dataDir, KEY_FILE);
}

function masterKey(): Buffer {
  const secret = config().SESSION_SECRET;
  const source = secret ? `env:${secret}` : `file:${keyFilePath()}`;
  const known = sealKeys().get(source);
  if (known) return known;
  let ikm: Buffer;
  if (secret) {
    ikm = Buffer.from(secret, 'utf8');
  } else {
    const file = keyFilePath();
    fs.mkdirSync(path.dirname(file), { recursive: true });
    try {
      // 'wx': if another process made it first, read theirs.
      fs.writeFileSync(file, randomBytes(32).toString('hex') + '\n', { flag: 'wx', mode: 0o600 });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    ikm = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
    if (ikm.length < 32) throw new Error(`${file} does not hold a 32-byte key`);
  }
  const key = Buffer.from(hkdfSync('sha256', ikm, Buffer.alloc(0), 'sealed-settings v1', 32));
  sealKeys().set(source, key);
  return key;
}

export function seal(purpose: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', masterKey(), iv);
  cipher.setAAD(Buffer.from(purpose, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `v1:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

/** The plaintext, or undefined when the value is not sealed for this purpose with the current key. */
export function open(purpose: string, sealed: string): string | undefined {
  if (!sealed.startsWith('v1:')) return undefined;
  const raw = Buffer.from(sealed.slice(3), 'base64url');
  if (raw.length < 28) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', masterKey(), raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(purpose, 'utf8'));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

/** For tests: forget the cached key (after changing SESSION_SECRET or DATA_DIR). */
export function resetSealKeyForTests(): void {
  sealKeys.set(undefined);
}
