import { parseConfig, setConfig } from '~/server/config.server';
import { resetSealKeyForTests } from '~/server/crypto/sealed.server';
import { forgetMailRoute } from '~/server/mail/server-settings.server';
import { closeMailTransport } from '~/server/mail/transport.server';

/**
 * The configuration of a mail test: its own data folder, SQLite unless the engine helper says otherwise, no
 * SMTP_URL or MAIL_FROM (the set-up saved in the admin decides) and a fixed session secret (the sealing key).
 * The open transport, the sealing key and the mail route are dropped, so the next send reads them again.
 */
export function configureMailTest(dataDir: string, extra: Record<string, string | undefined> = {}) {
  closeMailTransport();
  setConfig(
    parseConfig({
      ...process.env,
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      SMTP_URL: undefined,
      MAIL_FROM: undefined,
      SESSION_SECRET: 'a-session-secret-of-at-least-32-characters!',
      DATABASE_URL: undefined,
      ...extra,
    }),
  );
  resetSealKeyForTests();
  forgetMailRoute();
}
