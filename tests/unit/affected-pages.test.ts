import { describe, expect, it } from 'vitest';
import { changeAffects } from '~/server/cache/affected-pages';

describe('pages a content change affects', () => {
  it('projects: home and the projects page in both languages, nothing else', () => {
    for (const p of ['/', '/en-home', '/projeler', '/en-projects']) expect(changeAffects('projects', p)).toBe(true);
    for (const p of ['/blog', '/hakkimizda', '/blog/x', '/en-about']) expect(changeAffects('projects', p)).toBe(false);
  });
  it('blog and comments: the blog pages; forms and subscribers: no page', () => {
    expect(changeAffects('blog', '/en-blog/some-post')).toBe(true);
    expect(changeAffects('blog', '/en-blog')).toBe(true);
    expect(changeAffects('blog', '/')).toBe(false);
    expect(changeAffects('comments', '/blog/a-post')).toBe(true);
    expect(changeAffects('comments', '/blog')).toBe(false);
    for (const t of ['consultations', 'tickets', 'newsletter']) expect(changeAffects(t, '/')).toBe(false);
  });
  it('anything else may change every page', () => {
    for (const t of ['settings', 'site_texts', 'pages', 'restore', 'import', 'reconnect', 'something-new']) {
      expect(changeAffects(t, '/hakkimizda')).toBe(true);
    }
  });
});
