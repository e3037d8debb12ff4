import { catalog } from '~/i18n/catalog';
import { fmt } from '~/i18n/define';
import type { StoredMailServer } from '~/lib/mail-server';
import { config } from '~/server/config.server';
import { db } from '~/server/db/index.server';
import { logger } from '~/server/logger.server';
import { classifyMailError, mailErrorDetail, type MailFailure } from '~/server/mail/errors';
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
import { actorOf } from '../audit/actor.server';
import { recordAudit } from '../audit/audit.server';
import { baseSummary, withFields } from '../audit/summary';
import type { AdminSession } from '../auth/sessions.server';
import { getSettings } from '../settings/settings.server';
import {
  mailFormValues,
  mailSettingsSchema,
  testAddressSchema,
  type MailActionResult,
  type MailSettingsInput,
  type MailSettingsView,
  type MailTestOutcome,
} from './schema';
import { fieldErrors } from '~/lib/zod-errors';

/**
 * Ayarlar → E-posta (ADR 020): what the screen shows and its two actions,
 * `save` and `test`. The password never leaves the server: the view says only
 * whether one is saved (and readable); the audit entry names the fields that
 * changed, never a value of the password.
 */
export async function mailSettingsView(session: Pick<AdminSession, 'email'>): Promise<MailSettingsView> {
  const [stored, password, settings, route, waiting] = await Promise.all([
    readStoredMailServer(),
    storedPasswordState(),
    getSettings(),
    mailRoute(),
    waitingMailCount('staff'),
  ]);
  const c = config();
  const values: StoredMailServer = stored ?? {
    preset: 'google',
    host: 'smtp.gmail.com',
    port: 587,
    security: 'starttls',
    user: '',
    from_name: settings.site_title,
    from_address: '',
    reply_to: settings.contact_email,
    notify_to: settings.contact_email,
  };
  const state = route.kind === 'none' ? (route.reason === 'password-unreadable' ? 'password-unreadable' : 'none') : route.kind;
  return {
    values,
    saved: !!stored,
    password,
    env: { server: !!c.SMTP_URL, sender: !!c.MAIL_FROM },
    state,
    waiting,
    testTo: session.email ?? values.notify_to,
  };
}

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

function passwordChange(input: MailSettingsInput): PasswordChange {
  if (input.password) return { set: input.password };
  if (input.remove_password || !input.user) return { clear: true };
  return { keep: true };
}

/** Saves the set-up; queued notifications then leave (once: the queue's claim is atomic). */
async function saveMail(input: MailSettingsInput, session: Pick<AdminSession, 'id'>): Promise<number> {
  const before = await readStoredMailServer();
  const next = toStored(input);
  const change = passwordChange(input);
  const fields = new Set<string>();
  for (const k of Object.keys(AUDIT_KEYS) as (keyof StoredMailServer)[]) if (!before || before[k] !== next[k]) fields.add(AUDIT_KEYS[k]);
  if ('set' in change || ('clear' in change && (await storedPasswordState()).saved)) fields.add('mail_credential');
  await db()
    .transaction()
    .execute(async (trx) => {
      await saveStoredMailServer(next, change, trx);
      if (fields.size)
        await recordAudit(
          actorOf(session),
          { action: 'update', entity: 'settings', summary: withFields(baseSummary('update', 'settings'), [...fields]) },
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

/** Sends one real message with the form's values (the saved password when the field is empty), or through SMTP_URL when set. */
async function testMail(input: MailSettingsInput, to: string): Promise<MailTestOutcome> {
  const m = catalog.tr.adminMail;
  const settings = await getSettings();
  const msg = {
    to,
    subject: fmt(m.testMessage.subject, { company: settings.site_title }),
    text: fmt(m.testMessage.text, { company: settings.site_title }),
    replyTo: input.reply_to || undefined,
  };
  const password = input.password || (input.remove_password ? undefined : await storedPasswordForTest());
  try {
    let response = '';
    if (config().SMTP_URL) {
      const r = await sendMail(msg);
      response = r.messageId;
    } else {
      const from = config().MAIL_FROM ?? formatFrom(input.from_name || settings.site_title, input.from_address);
      const server = toStored(input);
      const r = await sendTestMessage(smtpOptions(server, input.user ? password : undefined), { ...msg, from });
      response = r.response ?? r.messageId;
    }
    return { ok: true, to, message: fmt(m.test.sent, { email: to }), detail: mailErrorDetail({ response }, password) };
  } catch (err) {
    const failure: MailFailure = classifyMailError(err);
    const detail = mailErrorDetail(err, password);
    logger().warn({ failure, detail }, 'mail set-up: test message failed');
    return { ok: false, to, message: m.test.failures[failure], detail };
  }
}

export async function runMailIntent(form: FormData, session: Pick<AdminSession, 'id'>): Promise<MailActionResult> {
  const t = catalog.tr;
  const m = t.adminMail;
  const fail = (description: string, errors?: Record<string, string>): MailActionResult => ({
    ok: false,
    at: Date.now(),
    errors,
    toast: { title: t.adminOps.errorTitle, description, variant: 'error' },
  });
  const intent = form.get('intent');
  if (intent !== 'save' && intent !== 'test') return fail(m.toasts.saveError);
  const parsed = mailSettingsSchema.safeParse(mailFormValues(form));
  const errors: Record<string, string> = parsed.success
    ? {}
    : fieldErrors(parsed.error, { message: (i) => m.validation[i.message as keyof typeof m.validation] ?? i.message });
  // A user name needs a password, saved or typed (except when SMTP_URL makes the form's server unused).
  if (
    parsed.success &&
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
  if (!parsed.success || Object.keys(errors).length) return fail(m.validation.fixErrors, errors);
  const input = parsed.data;

  if (intent === 'test') {
    const test = await testMail(input, testTo);
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
    const waiting = await saveMail(input, session);
    const description = waiting > 0 ? fmt(m.toasts.savedReleasing, { n: waiting }) : m.toasts.saved;
    return { ok: true, at: Date.now(), toast: { title: t.adminOps.successTitle, description } };
  } catch (err) {
    logger().error({ err: err instanceof Error ? err.message : String(err) }, 'mail set-up could not be saved');
    return fail(m.toasts.saveError);
  }
}
