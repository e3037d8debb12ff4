import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const read = (p: string) => fs.readFileSync(path.join(root, p), 'utf8');
const adminRoutes = fs.readdirSync(path.join(root, 'app/routes/admin')).filter((f) => f.endsWith('.tsx'));
const adminResources = fs.readdirSync(path.join(root, 'app/routes/resources')).filter((f) => f.startsWith('admin-'));
const hasAction = (src: string) => /export (async )?function action\b|export const action\b/.test(src);

/** Sign-in flows: they run before there is a session (or end it) and record their own events; not staff actions. */
const SIGN_IN = ['login.tsx', 'logout.tsx', 'invite.tsx', 'unlock-link.tsx'];
/**
 * Admin resource routes (no screen of their own): JSON or file bodies answered without a toast.
 * The upload and the passkey write their entries through domain functions; the previews change nothing.
 */
const RESOURCES = ['admin-upload.ts', 'admin-passkey.ts', 'admin-campaign-preview.ts', 'admin-texts-preview.ts'];

describe('one admin action contract', () => {
  it.each(adminRoutes.filter((f) => hasAction(read(`app/routes/admin/${f}`)) && !SIGN_IN.includes(f)))(
    '%s: its action goes through runAdminAction',
    (f) => {
      const src = read(`app/routes/admin/${f}`);
      expect(src.slice(src.search(/export (async )?function action\b|export const action\b/))).toMatch(/runAdminAction[<(]/);
      // The body is read by runAdminAction (or, in its older form, by readFormData beside requireAdminAction).
      expect(src).not.toMatch(/request\.formData\(|request\.json\(/);
    },
  );

  it('every other admin action is a named sign-in flow or resource route', () => {
    const others = adminRoutes.filter(
      (f) => hasAction(read(`app/routes/admin/${f}`)) && !/runAdminAction[<(]/.test(read(`app/routes/admin/${f}`)),
    );
    expect(others.sort()).toEqual([...SIGN_IN].sort());
    const resources = adminResources.filter((f) => hasAction(read(`app/routes/resources/${f}`)));
    expect(resources.sort()).toEqual([...RESOURCES].sort());
  });
});

describe('the admin screens index (docs/admin-screens.md)', () => {
  const index = read('docs/admin-screens.md');
  const named = [...index.matchAll(/`((?:app|tests)\/[^`]+)`/g)].map((m) => m[1]!);

  it('names only files and folders that exist', () => {
    expect(named.length).toBeGreaterThan(40);
    expect(named.filter((p) => !fs.existsSync(path.join(root, p)))).toEqual([]);
  });

  it('has a row for every admin route module', () => {
    const rows = index.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| ---'));
    const routeCells = new Set(rows.map((l) => /`app\/routes\/admin\/([^`]+)`/.exec(l)?.[1]).filter(Boolean));
    expect(adminRoutes.filter((f) => !routeCells.has(f))).toEqual([]);
  });
});
