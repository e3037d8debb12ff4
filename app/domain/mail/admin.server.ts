import { catalog } from '~/i18n/catalog';
import { fmt } from '~/i18n/define';
import { sameMailServer, type StoredMailServer } from '~/lib/mail-server';
import { config } from '~/server/config.server';
import { db } from '~/server/db/index.server';
import { logger } from '~/server/logger.server';
import { waitingMailCount, wakeMailWorker } from '~/server/mail/queue.server';
import {
  formatFrom,
  forgetMailRoute,
  mailRoute,
  readStoredMailServer,
  saveStoredMailServer,
  storedPasswordForTest,
  storedPasswordState,
  type PasswordChange,
} from '~/server/mail/server-settings.server';
import { sendMail, sendTestMessage, smtpOptions } from '~/server/mail/transport.server';
import { notifyContentChanged } from '~/server/cache/invalidation.server';
import { actorOf, recordAfter, recordAudit, baseSummary, withFields } from '../audit/index.server';
import { getAccount, toast, type AdminActionSpec, type Intent, type AdminSession } from '../auth/index.server';
import { getSettings } from '../settings/index.server';
import {
  mailFormValues,
  mailSettingsSchema,
  testAddressSchema,
  type MailActionResult,
  type MailSettingsInput,
  type MailSettingsView,
  type MailTestOutcome,
} from './schema';
import { acceptedDetail, testFailure } from './test-answer.server';

type MailSession = Pick<AdminSession, 'id' | 'accountId' | 'email' | 'name'>;

/**
 * Ayarlar → E-posta (ADR 020): what the screen shows and its two actions,
 * `save` and `test`. The password never leaves the server: the view says only
 * whether one is saved (and readable); the audit entry names the fields that
 * changed, never a value of the password.
 *
 * The saved password belongs to the saved server (host, port, security, user name): it is
 * used only with exactly that server. A test send or a save with any of them changed needs
 * the password typed again and the person's current password (or code), so an open session
 * cannot send the saved password, or the site's mail, to a host of its choosing. Test sends
 * and server changes are in the audit log.
 */
export async function mailSettingsView(
  session: Pick<AdminSession, 'email'> & Partial<Pick<AdminSession, 'accountId'>>,
): Promise<MailSettingsView> {
  const [stored, password, settings, route, waiting, account] = await Promise.all([
    readStoredMailServer(),
    storedPasswordState(),
    getSettings(),
    mailRoute(),
    waitingMailCount('staff'),
    session.accountId ? getAccount(session.accountId) : undefined,
  ]);
  const c = config();
  const values: StoredMailServer = stored
    ? { ...stored, from_name: senderNameOf(stored, settings.site_title) }
    : {
        preset: 'google',
        host: 'smtp.gmail.com',
        port: 587,
        security: 'starttls',
        user: '',
        // Empty: the sender name follows the company name.
        from_name: '',
        from_address: '',
        reply_to: settings.contact_email,
        notify_to: settings.contact_email,
      };
  const state =
    route.kind !== 'none'
      ? route.kind
      : route.reason === 'password-unreadable'
        ? 'password-unreadable'
        : stored?.user && !password.saved
          ? 'password-needed'
          : 'none';
  return {
    values,
    saved: !!stored,
    password,
    env: { server: !!c.SMTP_URL, sender: !!c.MAIL_FROM },
    state,
    waiting,
    testTo: session.email ?? values.notify_to,
    companyName: settings.site_title,
    reauthCode: !!account?.twoFactor,
  };
}

/**
 * The saved server when only its password is missing (restored from a backup, which never holds
 * it, or no longer readable): the checklist and this screen then ask for the password alone.
 */
export async function mailPasswordOnly(): Promise<{ host: string; user: string; from: string } | null> {
  if (config().SMTP_URL) return null;
  const [stored, password] = await Promise.all([readStoredMailServer(), storedPasswordState()]);
  if (!stored?.user || password.readable) return null;
  return { host: stored.host, user: stored.user, from: stored.from_address };
}

/** The `password` intent: the password alone, for the saved server (server, user and sender stay). */
async function savePasswordOnly(form: FormData, session: MailSession, ip: string): Promise<MailActionResult> {
  const t = catalog.tr;
  const m = t.adminMail;
  const password = form.get('password');
  const before = await readStoredMailServer();
  const error = (text: string): MailActionResult => toast(false, text, { errors: { password: text } });
  if (!before?.user) return error(m.toasts.saveError);
  if (typeof password !== 'string' || !password) return error(m.validation.passwordRequired);
  if (password.length > 500) return error(m.validation.tooLong);
  await db()
    .transaction()
    .execute(async (trx) => {
      await saveStoredMailServer(before, { set: password }, trx);
      await recordAudit(
        actorOf(session, ip),
        { action: 'update', entity: 'settings', summary: withFields(baseSummary('update', 'settings'), ['mail_credential']) },
        trx,
      );
    });
  forgetMailRoute();
  await notifyContentChanged('mail');
  const waiting = await waitingMailCount();
  wakeMailWorker();
  return toast(true, waiting > 0 ? fmt(m.toasts.savedReleasing, { n: waiting }) : m.toasts.saved);
}

/**
 * The sender name staff chose: '' (follow the company name) or their own. A saved name equal to
 * the company name counts as following it (the form once saved the company name as fixed text).
 */
export function senderNameOf(stored: Pick<StoredMailServer, 'from_name'>, companyName: string): string {
  return stored.from_name.trim() === companyName.trim() ? '' : stored.from_name;
}

const serverLabel = (s: Pick<StoredMailServer, 'host' | 'port'>) => `${s.host}:${s.port}`;

const AUDIT_KEYS: Record<keyof StoredMailServer, string> = {
  preset: 'mail_server',
  host: 'mail_server',
  port: 'mail_server',
  security: 'mail_server',
  user: 'mail_user',
  from_name: 'mail_sender',
  from_address: 'mail_sender',
  reply_to: 'mail_reply_to',
  notify_to: 'mail_notify_to',
};

function toStored(input: MailSettingsInput): StoredMailServer {
  return {
    preset: input.preset,
    host: input.host,
    port: input.port,
    security: input.security,
    user: input.user,
    from_name: input.from_name,
    from_address: input.from_address,
    reply_to: input.reply_to,
    notify_to: input.notify_to,
  };
}

/** A saved password is kept only for the server it was saved with. */
function passwordChange(input: MailSettingsInput, serverChanged: boolean): PasswordChange {
  if (input.password) return { set: input.password };
  if (input.remove_password || !input.user || serverChanged) return { clear: true };
  return { keep: true };
}

/** Saves the set-up; queued notifications then leave (once: the queue's claim is atomic). */
async function saveMail(input: MailSettingsInput, before: StoredMailServer | undefined, session: MailSession, ip: string): Promise<number> {
  const next = toStored(input);
  const serverChanged = !!before && !sameMailServer(before, next);
  const change = passwordChange(input, serverChanged);
  const fields = new Set<string>();
  for (const k of Object.keys(AUDIT_KEYS) as (keyof StoredMailServer)[]) if (!before || before[k] !== next[k]) fields.add(AUDIT_KEYS[k]);
  if ('set' in change || ('clear' in change && (await storedPasswordState()).saved)) fields.add('mail_credential');
  await db()
    .transaction()
    .execute(async (trx) => {
      await saveStoredMailServer(next, change, trx);
      if (fields.size)
        await recordAudit(
          actorOf(session, ip),
          { action: 'update', entity: 'settings', summary: withFields(baseSummary('update', 'settings'), [...fields]) },
          trx,
        );
      if (before && serverChanged)
        await recordAudit(
          actorOf(session, ip),
          {
            action: 'update',
            entity: 'settings',
            entityId: 'mail_server',
            summary: fmt(catalog.tr.adminAudit.details.mailServerChanged, { from: serverLabel(before), to: serverLabel(next) }),
          },
          trx,
        );
    });
  forgetMailRoute();
  // Other instances drop their cached route on this event too.
  await notifyContentChanged('mail');
  const waiting = await waitingMailCount();
  wakeMailWorker();
  return waiting;
}

/**
 * Sends one real message with the form's values (the saved password when the field is empty and
 * the server is the saved one), or through SMTP_URL when set. Audited, with the server it went to.
 */
async function testMail(
  input: MailSettingsInput,
  to: string,
  before: StoredMailServer | undefined,
  session: MailSession,
  ip: string,
): Promise<MailTestOutcome> {
  const outcome = await tryTestMail(input, to, before);
  const d = catalog.tr.adminAudit.details;
  // With SMTP_URL the form's server is not used: the entry says so without naming the variable.
  const server = config().SMTP_URL ? d.mailEnvServer : serverLabel(input);
  await recordAfter(actorOf(session, ip), {
    action: 'test_send',
    entity: 'settings',
    entityId: 'mail_server',
    summary: fmt(outcome.ok ? d.mailTestSent : d.mailTestFailed, { server }),
  });
  return outcome;
}

async function tryTestMail(input: MailSettingsInput, to: string, before: StoredMailServer | undefined): Promise<MailTestOutcome> {
  const m = catalog.tr.adminMail;
  const settings = await getSettings();
  const msg = {
    to,
    subject: fmt(m.testMessage.subject, { company: settings.site_title }),
    text: fmt(m.testMessage.text, { company: settings.site_title }),
    replyTo: input.reply_to || undefined,
  };
  const keepSaved = !input.password && !input.remove_password && !!before && sameMailServer(before, input);
  const password = input.password || (keepSaved ? await storedPasswordForTest() : undefined);
  try {
    let response = '';
    if (config().SMTP_URL) {
      const r = await sendMail(msg);
      response = r.messageId;
    } else {
      const from = config().MAIL_FROM ?? formatFrom(input.from_name || settings.site_title, input.from_address);
      const server = toStored(input);
      const r = await sendTestMessage(smtpOptions(server, input.user ? password : undefined), { ...msg, from });
      response = acceptedDetail(r.response ?? '', password);
    }
    return { ok: true, to, message: fmt(m.test.sent, { email: to }), detail: response };
  } catch (err) {
    const { failure, detail } = testFailure(err, password);
    // The whole answer for whoever runs the server (never the password: blanked, and no AUTH exchange is logged).
    const raw = err instanceof Error ? err.message : String(err);
    logger().warn(
      { failure, host: input.host, port: input.port, raw: password && password.length >= 3 ? raw.split(password).join('••••') : raw },
      'mail set-up: test message failed',
    );
    return { ok: false, to, message: failure === 'not-mail-server' ? m.test.notMailServer : m.test.failures[failure], detail };
  }
}

/** `save` and `test`: both check the whole form (and a changed server's proof) first. */
const mailIntent: Intent<MailActionResult, MailSession> = async (c) => {
  const t = catalog.tr;
  const m = t.adminMail;
  const { form, session, ip } = c;
  const intent = form.get('intent');
  const parsed = c.parse(mailSettingsSchema, mailFormValues(form), {
    message: (i) => m.validation[i.message as keyof typeof m.validation] ?? i.message,
  });
  const errors: Record<string, string> = parsed.ok ? {} : parsed.errors;
  const before = await readStoredMailServer();
  // Another server than the saved one: the saved password does not go with it (even while SMTP_URL wins, for later).
  const serverChanged = parsed.ok && !!before && !sameMailServer(before, parsed.data);
  if (parsed.ok && serverChanged && parsed.data.user && !parsed.data.password) errors.password = m.validation.passwordAgain;
  // A user name needs a password, saved or typed (except when SMTP_URL makes the form's server unused).
  else if (
    parsed.ok &&
    !config().SMTP_URL &&
    parsed.data.user &&
    !parsed.data.password &&
    (parsed.data.remove_password || !(await storedPasswordState()).readable)
  )
    errors.password = m.validation.passwordRequired;
  let testTo = '';
  if (intent === 'test') {
    const to = testAddressSchema.safeParse(form.get('test_to') ?? '');
    if (to.success) testTo = to.data;
    else errors.test_to = m.validation.email;
  }
  if (!parsed.ok || Object.keys(errors).length) return c.fail(m.validation.fixErrors, { errors });
  const input = parsed.data;
  // A fresh proof of who is at the keyboard before the site talks to, or sends its mail to, another server.
  const refusal = serverChanged ? await c.reauth() : undefined;
  if (refusal) return c.fail(refusal, { errors: { reauth: refusal } });

  if (intent === 'test') {
    const test = await testMail(input, testTo, before, session, ip);
    return {
      ok: test.ok,
      at: Date.now(),
      test,
      toast: test.ok
        ? { title: t.adminOps.successTitle, description: test.message }
        : { title: m.test.failedTitle, description: test.message, variant: 'error' },
    };
  }
  try {
    const waiting = await saveMail(input, before, session, ip);
    return c.ok(waiting > 0 ? fmt(m.toasts.savedReleasing, { n: waiting }) : m.toasts.saved);
  } catch (err) {
    logger().error({ err: err instanceof Error ? err.message : String(err) }, 'mail set-up could not be saved');
    return c.fail(m.toasts.saveError);
  }
};

/** Ayarlar → E-posta's action. */
export const mailAction: AdminActionSpec<MailActionResult, MailSession> = {
  intents: { save: mailIntent, test: mailIntent, password: ({ form, session, ip }) => savePasswordOnly(form, session, ip) },
  error: catalog.tr.adminMail.toasts.saveError,
};
