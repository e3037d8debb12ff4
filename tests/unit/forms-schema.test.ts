import { describe, expect, it } from 'vitest';
import { consultationSchema } from '~/domain/consultations/schema';
import { newsletterSchema, sanitiseSourcePage } from '~/domain/newsletter/schema';
import { contactSchema } from '~/domain/tickets/schema';
import { isValidPhone } from '~/domain/forms/shared';
import { fieldErrors } from '~/lib/zod-errors';
import { formOfPath } from '~/domain/forms/paths';
import { twinPath } from '~/i18n/routes';

const validConsultation = {
  name: 'Ayşe',
  surname: 'Yılmaz',
  email: 'ayse@example.com',
  phone: '05321234567',
  service_description: 'Bir web sitesi ve yönetim paneli istiyoruz.',
};

function errorsOf(schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, value: unknown) {
  const r = schema.safeParse(value);
  return r.success ? {} : fieldErrors(r.error as never);
}

describe('phone rule (spec §5)', () => {
  it.each(['5321234567', '05321234567', '+905321234567', '0532 123 45 67', '+90 532 123 45 67', ' 532 1234567 '])('accepts %j', (v) =>
    expect(isValidPhone(v)).toBe(true),
  );
  it.each(['', '4321234567', '0532123456', '053212345678', '+915321234567', '90 532 123 45 67', '0532-123-45-67', 'abc'])(
    'refuses %j',
    (v) => expect(isValidPhone(v)).toBe(false),
  );
});

describe('consultation schema', () => {
  it('accepts a valid request and normalises it', () => {
    const r = consultationSchema('tr').parse({ ...validConsultation, name: '  Ayşe ', phone: '0532 123 45 67' });
    expect(r.name).toBe('Ayşe');
    expect(r.phone).toBe('05321234567');
  });

  const cases: Array<[string, Partial<typeof validConsultation>, string, string]> = [
    ['name', { name: '   ' }, 'İsim alanı zorunludur.', 'Name is required.'],
    ['surname', { surname: '' }, 'Soyisim alanı zorunludur.', 'Surname is required.'],
    ['phone', { phone: '12345' }, 'Geçerli bir Türkiye telefon numarası giriniz.', 'Please enter a valid Turkish phone number.'],
    ['email', { email: 'not-an-email' }, 'Geçerli bir e-posta adresi giriniz.', 'Please enter a valid email address.'],
    ['email', { email: 'a b@example.com' }, 'Geçerli bir e-posta adresi giriniz.', 'Please enter a valid email address.'],
    [
      'service_description',
      { service_description: '   on dokuz karakter   '.slice(0, 22) },
      'Hizmet açıklaması en az 20 karakter olmalıdır.',
      'The service description must be at least 20 characters.',
    ],
  ];
  it.each(cases)('%s: the spec message in both languages', (fieldName, patch, tr, en) => {
    expect(errorsOf(consultationSchema('tr'), { ...validConsultation, ...patch })[fieldName]).toBe(tr);
    expect(errorsOf(consultationSchema('en'), { ...validConsultation, ...patch })[fieldName]).toBe(en);
  });

  it('counts the description after trimming: 19 characters fail, 20 pass', () => {
    const s = consultationSchema('tr');
    expect(s.safeParse({ ...validConsultation, service_description: `  ${'x'.repeat(19)}  ` }).success).toBe(false);
    expect(s.safeParse({ ...validConsultation, service_description: `  ${'x'.repeat(20)}  ` }).success).toBe(true);
  });
});

describe('newsletter schema', () => {
  it('trims and lowercases', () => {
    expect(newsletterSchema('tr').parse({ email: '  Foo.Bar@Example.COM ' }).email).toBe('foo.bar@example.com');
  });
  it.each(['', '   ', 'no-at-sign', 'a@', '@b.com', 'a b@c.com'])('refuses %j with Geçersiz Email text', (email) => {
    expect(errorsOf(newsletterSchema('tr'), { email }).email).toBe('Lütfen geçerli bir email adresi girin.');
    expect(errorsOf(newsletterSchema('en'), { email }).email).toBe('Please enter a valid email address.');
  });
  it('keeps only site paths as the source page', () => {
    expect(sanitiseSourcePage('/en-about')).toBe('/en-about');
    expect(sanitiseSourcePage('//evil.example')).toBeNull();
    expect(sanitiseSourcePage('https://evil.example/')).toBeNull();
    expect(sanitiseSourcePage('')).toBeNull();
  });
});

describe('contact schema', () => {
  const valid = { firstName: 'Ali', lastName: 'Veli', email: 'ali@example.com', phone: '05321234567', message: 'Merhaba' };
  const cases: Array<[string, Partial<typeof valid>, string, string]> = [
    ['firstName', { firstName: ' ' }, 'İsim gereklidir', 'First name is required'],
    ['lastName', { lastName: '' }, 'Soyisim gereklidir', 'Last name is required'],
    ['email', { email: '' }, 'E-posta gereklidir', 'Email is required'],
    ['email', { email: 'ali@' }, 'Geçerli bir e-posta adresi giriniz', 'Please enter a valid email address'],
    ['phone', { phone: '  ' }, 'Telefon gereklidir', 'Phone is required'],
    ['phone', { phone: '0212 123 45 67' }, 'Geçerli bir telefon numarası giriniz', 'Please enter a valid phone number'],
    ['message', { message: '\n ' }, 'Mesaj gereklidir', 'Message is required'],
  ];
  it.each(cases)('%s: the spec message in both languages', (fieldName, patch, tr, en) => {
    expect(errorsOf(contactSchema('tr'), { ...valid, ...patch })[fieldName]).toBe(tr);
    expect(errorsOf(contactSchema('en'), { ...valid, ...patch })[fieldName]).toBe(en);
  });
  it('reports one error per field', () => {
    const errs = errorsOf(contactSchema('tr'), { firstName: '', lastName: '', email: '', phone: '', message: '' });
    expect(Object.keys(errs).sort()).toEqual(['email', 'firstName', 'lastName', 'message', 'phone']);
  });
});

describe('form endpoints', () => {
  it('maps page and fetcher paths to their form', () => {
    expect(formOfPath('/iletisim')).toEqual({ form: 'contact', lang: 'tr' });
    expect(formOfPath('/en-contact.data')).toEqual({ form: 'contact', lang: 'en' });
    expect(formOfPath('/e-bulten/')).toEqual({ form: 'newsletter', lang: 'tr' });
    expect(formOfPath('/en-consultation')).toEqual({ form: 'consultation', lang: 'en' });
    expect(formOfPath('/hakkimizda')).toBeUndefined();
  });
  it("the forms' own pages are twins for the language toggle", () => {
    expect(twinPath('/danismanlik-talebi', 'en')).toBe('/en-consultation');
    expect(twinPath('/en-newsletter', 'tr')).toBe('/e-bulten');
  });
});
