import { describe, expect, it } from 'vitest';
import { classifyMailError, mailErrorDetail } from '~/server/mail/errors';
import { formatFrom } from '~/server/mail/server-settings.server';

/** The set-up screen's plain words for nodemailer's errors (ADR 020), and the sender line. */
describe('classifyMailError', () => {
  it.each([
    [{ code: 'EAUTH', responseCode: 535, command: 'AUTH PLAIN' }, 'auth'],
    [{ code: 'ETLS', message: 'Error upgrading connection with STARTTLS' }, 'tls'],
    [{ code: 'ESOCKET', message: 'ssl3_get_record:wrong version number' }, 'tls'],
    [{ code: 'ETIMEDOUT', message: 'Greeting never received' }, 'timeout'],
    [{ code: 'EDNS', message: 'getaddrinfo ENOTFOUND smtp.nowhere.example' }, 'host'],
    [{ code: 'EENVELOPE', command: 'MAIL FROM', responseCode: 553 }, 'sender'],
    [{ code: 'EENVELOPE', command: 'RCPT TO', responseCode: 550 }, 'recipient'],
    [{ code: 'ESOCKET', message: 'connect ECONNREFUSED 127.0.0.1:25' }, 'connection'],
    [{ code: 'ENOTCONFIGURED' }, 'not-configured'],
    [new Error('something else'), 'other'],
  ])('%j → %s', (err, expected) => {
    expect(classifyMailError(err)).toBe(expected);
  });
});

describe('mailErrorDetail', () => {
  it('keeps the server answer on one line and blanks the password wherever it appears', () => {
    const detail = mailErrorDetail(
      { code: 'EAUTH', command: 'AUTH PLAIN', response: '535 5.7.8 bad credentials for hunter2-secret\r\nmore' },
      'hunter2-secret',
    );
    expect(detail).toBe('EAUTH · AUTH PLAIN · 535 5.7.8 bad credentials for •••• more');
  });
});

describe('formatFrom', () => {
  it('quotes the company name so commas and quotes stay one display name', () => {
    expect(formatFrom('Acme, Yazılım "A.Ş."', 'info@acme.example')).toBe('"Acme, Yazılım A.Ş." <info@acme.example>');
    expect(formatFrom('', 'info@acme.example')).toBe('info@acme.example');
  });
});
