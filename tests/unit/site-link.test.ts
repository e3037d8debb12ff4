import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { isActivePath, SiteLink } from '~/components/ui/site-link';

describe('isActivePath (as React Router’s NavLink)', () => {
  it('is active on its own path, in any letter case, and with a trailing slash on the link', () => {
    expect(isActivePath('/hizmetler', '/hizmetler')).toBe(true);
    expect(isActivePath('/Hizmetler', '/hizmetler')).toBe(true);
    expect(isActivePath('/blog', '/blog/')).toBe(true);
  });
  it('is active below its path unless `end`; never on a mere prefix of a segment', () => {
    expect(isActivePath('/blog/erisilebilirlik', '/blog')).toBe(true);
    expect(isActivePath('/blog/erisilebilirlik', '/blog', true)).toBe(false);
    expect(isActivePath('/blogger', '/blog')).toBe(false);
  });
  it('the home page is active only on itself; query and fragment of the link do not count', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/hizmetler', '/')).toBe(false);
    expect(isActivePath('/hizmetler', '/hizmetler#web-gelistirme')).toBe(true);
    expect(isActivePath('/projeler', '/projeler?kategori=web')).toBe(true);
  });
});

describe('SiteLink', () => {
  it('is a plain link that works without scripts, marked for client navigation and route discovery', () => {
    const html = renderToStaticMarkup(createElement(SiteLink, { to: '/iletisim', className: 'x' }, 'İletişim'));
    expect(html).toBe('<a href="/iletisim" data-site-link="" data-discover="true" class="x">İletişim</a>');
  });
});
