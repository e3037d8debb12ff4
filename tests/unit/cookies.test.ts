import { describe, expect, it } from 'vitest';
import { choseEnglish, FLASH_COOKIE, hasCookie, readCookie, SESSION_COOKIE, setCookie } from '~/server/http/cookies.server';
import { clearSessionCookie, flashCookie, sessionCookie } from '~/domain/auth/cookies.server';

describe('cookies (one module: names, reading, attributes)', () => {
  it('reads a cookie from a header or a request, decoded; undefined when absent or not decodable', () => {
    expect(readCookie('a=1; admin_session=tok%2Fx; lang=en', SESSION_COOKIE)).toBe('tok/x');
    expect(readCookie(new Request('http://x/', { headers: { cookie: 'lang=en' } }), 'lang')).toBe('en');
    expect(readCookie('xadmin_session=1', SESSION_COOKIE)).toBeUndefined();
    expect(readCookie('admin_session=%E0%A4%A', SESSION_COOKIE)).toBeUndefined();
    expect(readCookie(undefined, SESSION_COOKIE)).toBeUndefined();
  });

  it('the visitor chose English only when the lang cookie is exactly "en"', () => {
    expect(choseEnglish('a=1; lang=en')).toBe(true);
    expect(choseEnglish(new Request('http://x/', { headers: { cookie: 'lang=en' } }))).toBe(true);
    for (const other of ['lang=english', 'lang=en-GB', 'lang=tr', 'lang=', 'xlang=en', '']) expect(choseEnglish(other), other).toBe(false);
  });

  it('tells whether a header carries a cookie, whatever its value', () => {
    expect(hasCookie('admin_session=', SESSION_COOKIE)).toBe(true);
    expect(hasCookie('lang=en; admin_session=%', SESSION_COOKIE)).toBe(true);
    expect(hasCookie('admin_flash=ok', SESSION_COOKIE)).toBe(false);
  });

  it('sets cookies with the same attributes everywhere, Secure over HTTPS', () => {
    expect(setCookie(new Request('http://x/'), FLASH_COOKIE, 'wrong:2', 60)).toBe(
      'admin_flash=wrong%3A2; Max-Age=60; Path=/; HttpOnly; SameSite=Lax',
    );
    expect(flashCookie(new Request('https://x/'), 'ok')).toBe('admin_flash=ok; Max-Age=60; Path=/; HttpOnly; Secure; SameSite=Lax');
    expect(clearSessionCookie(new Request('http://x/'))).toBe('admin_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
    expect(sessionCookie(new Request('http://x/'), 'abc', new Date(Date.now() + 90_500))).toMatch(
      /^admin_session=abc; Max-Age=(90|89); Path=\/; HttpOnly; SameSite=Lax$/,
    );
  });
});
