import { describe, expect, it } from 'vitest';
import { isValidEmail, mailtoHref } from '~/lib/email';
import { consultationSchema } from '~/domain/consultations/schema';
import { contactSchema } from '~/domain/tickets/schema';
import { newsletterSchema } from '~/domain/newsletter/schema';
import { campaignSchema } from '~/domain/campaigns/schema';
import { forms } from '~/i18n/messages/forms';

/** The payload of the security review. */
const HOSTILE = 'client@example.com?bcc=attacker%40evil.example&body=hello';

const VALID = [
  'ayse@example.com',
  'Ali.Veli@Example.COM',
  'first.last+tag@sub.example.com.tr',
  'a_b-c@x-y.example',
  'user@xn--irket-3ya.com.tr', // şirket, punycoded (as a type="email" field sends it)
  'user@example.xn--p1ai',
  'x@a.co',
  `${'a'.repeat(64)}@example.com`,
];

const REFUSED: Array<[string, string]> = [
  ['the review payload', HOSTILE],
  ['a query', 'client@example.com?subject=x'],
  ['a query, percent-encoded ?', 'client@example.com%3Fbcc=a%40evil.example'],
  ['a percent sign', 'client%40evil.example@example.com'],
  ['an ampersand', 'a&b@example.com'],
  ['a comma list', 'a@x.com, b@y.com, c@z.com'],
  ['a comma list without spaces', 'a@x.com,b@y.com'],
  ['a semicolon list', 'a@x.com;b@y.com'],
  ['a display name', 'Client <client@example.com>'],
  ['angle brackets', '<client@example.com>'],
  ['a quoted local part', '"x"@y.com'],
  ['a quoted local part with @', '"a@evil.example"@example.com'],
  ['a single quote', "o'brien@example.com"],
  ['a space', 'a b@example.com'],
  ['CRLF and a header', 'a@example.com\r\nBcc: attacker@evil.example'],
  ['LF', 'a@example.com\nx'],
  ['a NUL', 'a@example.com\u0000'],
  ['a tab', 'a\t@example.com'],
  ['two @', 'a@b@example.com'],
  ['no @', 'client.example.com'],
  ['no local part', '@example.com'],
  ['no dotted domain', 'a@localhost'],
  ['an empty label', 'a@example..com'],
  ['a trailing dot', 'a@example.com.'],
  ['a leading dot in the domain', 'a@.example.com'],
  ['a hyphen at a label edge', 'a@-example.com'],
  ['a numeric top level', 'a@1.2.3.4'],
  ['an IP literal', 'a@[127.0.0.1]'],
  ['a leading dot', '.a@example.com'],
  ['a double dot', 'a..b@example.com'],
  ['a trailing dot in the local part', 'a.@example.com'],
  ['a Cyrillic look-alike', 'client@exаmple.com'],
  ['a Unicode domain', 'ali@şirket.com.tr'],
  ['a full-width @', 'client＠example.com'],
  ['a zero-width space', 'client@exam\u200bple.com'],
  ['a right-to-left override', 'client@example.com\u202e'],
  ['a comment', 'client(comment)@example.com'],
  ['a backslash', 'a\\b@example.com'],
  ['a slash', 'a/b@example.com'],
  ['a local part over 64', `${'a'.repeat(65)}@example.com`],
  ['over 254 characters', `a@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(10)}.com`],
  ['a label over 63', `a@${'b'.repeat(64)}.com`],
  ['empty', ''],
];

describe('isValidEmail: one plain address', () => {
  it.each(VALID)('accepts %j', (v) => expect(isValidEmail(v)).toBe(true));
  it.each(REFUSED)('refuses %s', (_what, v) => expect(isValidEmail(v)).toBe(false));
});

describe('the public forms refuse a hostile address with their translated message', () => {
  const consultation = {
    name: 'Ayşe',
    surname: 'Yılmaz',
    email: HOSTILE,
    phone: '05321234567',
    service_description: 'Bir web sitesi ve yönetim paneli istiyoruz.',
  };
  const contact = { firstName: 'Ali', lastName: 'Veli', email: HOSTILE, phone: '05321234567', message: 'Merhaba' };

  it.each(REFUSED.filter(([, v]) => v !== '').map(([, v]) => v))('refuses %j in every form and language', (email) => {
    for (const lang of ['tr', 'en'] as const) {
      const c = consultationSchema(lang).safeParse({ ...consultation, email });
      expect(c.success).toBe(false);
      expect(c.error!.issues.find((i) => i.path[0] === 'email')?.message).toBe(forms[lang].consultation.errors.email);
      const t = contactSchema(lang).safeParse({ ...contact, email });
      expect(t.success).toBe(false);
      expect(t.error!.issues.find((i) => i.path[0] === 'email')?.message).toBe(forms[lang].contact.errors.email);
      const n = newsletterSchema(lang).safeParse({ email });
      expect(n.success).toBe(false);
      expect(n.error!.issues[0]!.message).toBe(forms[lang].newsletter.invalid);
    }
    const campaign = campaignSchema().safeParse({
      subject_tr: 'Konu',
      content_tr: 'İçerik',
      subject_en: '',
      content_en: '',
      test_email: email,
      send_to_all: true,
    });
    expect(campaign.success).toBe(false);
  });

  it('still accepts a plain address (trimmed; the newsletter lowercases it)', () => {
    expect(consultationSchema('tr').parse({ ...consultation, email: '  Ayse@Example.com ' }).email).toBe('Ayse@Example.com');
    expect(contactSchema('en').parse({ ...contact, email: 'ali+site@example.com' }).email).toBe('ali+site@example.com');
    expect(newsletterSchema('tr').parse({ email: ' Reader@Example.COM ' }).email).toBe('reader@example.com');
  });
});

describe('mailtoHref', () => {
  it('links one plain address, percent-encoded, with only the parameters it builds', () => {
    expect(mailtoHref('info@example.com')).toBe('mailto:info@example.com');
    expect(mailtoHref(' a+b@example.com ')).toBe('mailto:a%2Bb@example.com');
    expect(mailtoHref('zeynep@example.com', { subject: 'Ynt: Konu & ?bcc=x' })).toBe(
      `mailto:zeynep@example.com?subject=${encodeURIComponent('Ynt: Konu & ?bcc=x')}`,
    );
    expect(mailtoHref('a@example.com', { subject: 'S', body: 'B\r\nC' })).toBe('mailto:a@example.com?subject=S&body=B%0D%0AC');
  });

  it.each(REFUSED)('gives no link for %s', (_what, v) => expect(mailtoHref(v, { subject: 'Re' })).toBeUndefined());

  it('gives no link for a missing address', () => {
    expect(mailtoHref(null)).toBeUndefined();
    expect(mailtoHref(undefined)).toBeUndefined();
  });
});
