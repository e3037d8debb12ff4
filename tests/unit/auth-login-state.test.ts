import { describe, expect, it } from 'vitest';
import { decodeFlash, encodeFlash, safeAdminPath, type LoginFlash } from '~/domain/auth/login-state';
import { loginToast } from '~/components/admin/LoginScreen';
import { catalog } from '~/i18n/catalog';
import { minutesLeft } from '~/domain/auth/lockout.server';

describe('login outcome codes', () => {
  it('round-trip through the flash cookie and ignore anything else', () => {
    const all: LoginFlash[] = [
      { kind: 'ok' },
      { kind: 'wrong', remaining: 2 },
      { kind: 'wrong', remaining: 1 },
      { kind: 'locked-now' },
      { kind: 'locked', minutes: 37 },
      { kind: 'locked-pair', minutes: null },
      { kind: 'locked-pair', minutes: 12 },
      { kind: 'unlock-sent' },
      { kind: 'unlock-unavailable' },
      { kind: 'error' },
    ];
    for (const f of all) expect(decodeFlash(encodeFlash(f))).toEqual(f);
    for (const junk of [
      undefined,
      '',
      'wrong',
      'wrong:',
      'wrong:abcd',
      'locked:99999',
      '<script>',
      'ok ',
      'locked-pair:',
      'locked-pair:later',
    ]) {
      expect(decodeFlash(junk)).toBeNull();
    }
  });
});

describe('spec §8 login toasts', () => {
  const t = catalog.tr.admin;
  it('say exactly what the spec says', () => {
    expect(loginToast({ kind: 'ok' }, t, null)).toEqual({
      title: 'Başarılı',
      description: 'Admin paneline hoş geldiniz!',
      variant: 'success',
    });
    expect(loginToast({ kind: 'wrong', remaining: 2 }, t, null)).toMatchObject({
      title: 'Hata',
      description: 'Şifre yanlış. 2 deneme hakkınız kaldı.',
      variant: 'error',
    });
    expect(loginToast({ kind: 'locked-now' }, t, 60)).toMatchObject({
      title: 'Hesap Kilitlendi',
      description: '3 yanlış deneme yapıldı. 1 saat boyunca giriş yapamazsınız.',
    });
    expect(loginToast({ kind: 'locked', minutes: 40 }, t, 38)).toMatchObject({
      title: 'Hesap Kilitli',
      description: 'Çok fazla yanlış deneme. 38 dakika sonra tekrar deneyin.',
    });
    expect(loginToast({ kind: 'error' }, t, null)).toMatchObject({ title: 'Hata', description: 'Giriş yapılırken bir hata oluştu' });
  });

  it('round minutes up', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(minutesLeft(new Date(now.getTime() + 3_600_000), now)).toBe(60);
    expect(minutesLeft(new Date(now.getTime() + 60_001), now)).toBe(2);
    expect(minutesLeft(new Date(now.getTime() + 60_000), now)).toBe(1);
    expect(minutesLeft(new Date(now.getTime() + 1), now)).toBe(1);
  });
});

describe('the page to return to after login', () => {
  it('is an admin path of this site, nothing else', () => {
    expect(safeAdminPath('/admin')).toBe('/admin');
    expect(safeAdminPath('/admin/e-bulten/kampanyalar?sayfa=2')).toBe('/admin/e-bulten/kampanyalar?sayfa=2');
    for (const bad of [
      'https://evil.example/admin',
      '//evil.example/admin',
      '/admin//evil.example',
      '/administrator',
      '/',
      '/admin\\evil',
      '/admin/giris',
      '/admin/cikis',
      // Not printable ASCII: a Location header cannot carry it (a TypeError and a 500 before).
      '/admin/。',
      '/admin/projeler?q=ğ',
      '/admin/\u0100',
      '/admin/x\r\nSet-Cookie: a=b',
      '/admin/ x',
      null,
      42,
    ]) {
      expect(safeAdminPath(bad)).toBe('/admin');
    }
  });
});
