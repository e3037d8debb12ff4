import { describe, expect, it } from 'vitest';
import { isValidPhone, phoneRuleOf } from '~/domain/forms/shared';
import { consultationSchema } from '~/domain/consultations/schema';
import { contactSchema } from '~/domain/tickets/schema';

/** The public forms' phone rules: the spec's Turkish mobiles by default; international and landlines when the owner turns it on. */
describe('phone rule', () => {
  it('is the spec’s rule unless the setting is on', () => {
    expect(phoneRuleOf(undefined)).toBe('tr-mobile');
    expect(phoneRuleOf({ phone_international: false })).toBe('tr-mobile');
    expect(phoneRuleOf({ phone_international: true })).toBe('international');
  });

  it.each([
    ['0532 123 45 67', true, true],
    ['+90 532 123 45 67', true, true],
    ['5321234567', true, true],
    ['+44 7700 900123', false, true],
    ['+1 202 555 0147', false, true],
    ['+49 30 123456', false, true],
    ['0212 123 45 67', false, true],
    ['+90 212 123 45 67', false, true],
    ['0850 123 45 67', false, true],
    ['123', false, false],
    ['+44 abc', false, false],
    ['+0 1234 5678', false, false],
    ['+1234567', false, false],
    ['+1234567890123456', false, false],
    ['0800 123 45 67', false, false],
    ['44 7700 900123', false, false],
  ])('%s: spec %s, international %s', (phone, spec, international) => {
    expect(isValidPhone(phone)).toBe(spec);
    expect(isValidPhone(phone, 'tr-mobile')).toBe(spec);
    expect(isValidPhone(phone, 'international')).toBe(international);
  });

  it('the schemas take the rule and say what is accepted; off keeps the spec texts', () => {
    const consult = { name: 'A', surname: 'B', email: 'a@example.com', phone: '+44 7700 900123', service_description: 'x'.repeat(25) };
    expect(consultationSchema('tr').safeParse(consult).error?.issues[0]?.message).toBe('Geçerli bir Türkiye telefon numarası giriniz.');
    expect(consultationSchema('en', 'tr-mobile').safeParse(consult).error?.issues[0]?.message).toBe(
      'Please enter a valid Turkish phone number.',
    );
    expect(consultationSchema('en', 'international').parse(consult).phone).toBe('+447700900123');
    expect(consultationSchema('tr', 'international').safeParse({ ...consult, phone: '12' }).error?.issues[0]?.message).toMatch(
      /^Geçerli bir telefon numarası giriniz: ülke koduyla \(ör\. \+44 7700 900123\)/,
    );
    const msg = { firstName: 'A', lastName: 'B', email: 'a@example.com', phone: '+44 7700 900123', message: 'Hi' };
    expect(contactSchema('en').safeParse(msg).error?.issues[0]?.message).toBe('Please enter a valid phone number');
    expect(contactSchema('tr', 'international').parse(msg).phone).toBe('+447700900123');
    expect(contactSchema('en', 'international').safeParse({ ...msg, phone: '12' }).error?.issues[0]?.message).toMatch(
      /^Please enter a valid phone number: with the country code \(such as \+44 7700 900123\) or a Turkish mobile or landline/,
    );
  });
});
