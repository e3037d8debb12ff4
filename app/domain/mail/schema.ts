// First: configures zod for the CSP (browser) before this module builds a schema.
import '~/lib/zod-csp';
import { z } from 'zod';
import { isValidEmail } from '~/lib/email';
import type { ActionResult } from '~/lib/action-result';
import { MAIL_PRESET_IDS, MAIL_SECURITY, type MailPreset, type StoredMailServer } from '~/lib/mail-server';

/**
 * Ayarlar → E-posta's form (ADR 020), the same rules in the browser and on the
 * server. Messages are keys of adminMail.validation. The password field left
 * empty keeps the saved one; `remove_password` deletes it.
 */
const HOST_RE =
  /^(?=.{1,253}$)(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)*[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$|^\[?[0-9A-Fa-f:.]+\]?$/;
const email = () => z.string().trim().refine(isValidEmail, 'email');
const optionalEmail = () =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || isValidEmail(v), 'email');

export const mailSettingsSchema = z.object({
  preset: z.enum(MAIL_PRESET_IDS as [MailPreset, ...MailPreset[]]),
  host: z.string().trim().min(1, 'required').max(253, 'host').regex(HOST_RE, 'host'),
  port: z.coerce.number({ message: 'port' }).int('port').min(1, 'port').max(65535, 'port'),
  security: z.enum(MAIL_SECURITY),
  user: z.string().trim().max(200, 'tooLong'),
  password: z.string().max(500, 'tooLong'),
  remove_password: z.boolean(),
  from_name: z.string().trim().max(100, 'tooLong'),
  from_address: email(),
  reply_to: optionalEmail(),
  notify_to: email(),
});
export type MailSettingsInput = z.infer<typeof mailSettingsSchema>;
export type MailField = keyof MailSettingsInput | 'test_to' | 'reauth';

/** The form's values out of posted form data (checkbox: present = on). */
export function mailFormValues(form: FormData): Record<string, unknown> {
  const str = (k: string) => (typeof form.get(k) === 'string' ? (form.get(k) as string) : '');
  return {
    preset: str('preset') || 'other',
    host: str('host'),
    port: str('port'),
    security: str('security'),
    user: str('user'),
    password: str('password'),
    remove_password: form.get('remove_password') === 'on',
    // "The company name" (the default) stores no name: the sender then follows the company's renames.
    from_name: form.get('from_name_mode') === 'company' ? '' : str('from_name'),
    from_address: str('from_address'),
    reply_to: str('reply_to'),
    notify_to: str('notify_to'),
  };
}

export const testAddressSchema = email();

export interface MailSettingsView {
  /** The stored server, or the form's starting values (from the company's settings). */
  values: StoredMailServer;
  saved: boolean;
  password: { saved: boolean; readable: boolean };
  /** SMTP_URL / MAIL_FROM set on the server: they win over the form. */
  env: { server: boolean; sender: boolean };
  /** How mail leaves now (`password-needed`: the server is saved, a restored backup, only its password is missing). */
  state: 'env' | 'admin' | 'none' | 'password-unreadable' | 'password-needed';
  /** Staff notifications waiting for a sending server. */
  waiting: number;
  /** Where "Test e-postası gönder" goes unless changed: the signed-in person's address. */
  testTo: string;
  /** The company name, which the sender name follows unless staff set their own. */
  companyName: string;
  /** The person has a second factor: re-authentication may take a current code instead of the password. */
  reauthCode: boolean;
}

export interface MailTestOutcome {
  ok: boolean;
  /** Plain words for staff. */
  message: string;
  /** The server's answer (behind "Teknik ayrıntılar"). */
  detail: string;
  to: string;
}
export type MailActionResult = ActionResult & { test?: MailTestOutcome };
