import { beforeEach, expect, it } from 'vitest';
import type { RouterContextProvider } from 'react-router';
import { describeEachEngine } from '../helpers/test-db';
import { requestContext } from '~/server/http/request-info.server';
import { createSession, destroySession } from '~/domain/auth/sessions.server';
import { setAdminPassword } from '~/domain/auth/password.server';
import { adminSession, adminSessionMiddleware, currentSession, signedInSession } from '~/domain/auth/guard.server';
import { loader as layoutLoader, middleware } from '~/routes/admin/layout';
import { action as projectsAction, loader as projectsLoader } from '~/routes/admin/projects';

/**
 * The admin layout's middleware reads the request's session once: the layout's loader, the tab's
 * loader and the action of one request share that read. Shown by ending the session in the database
 * after the read: the same request goes on as the person, a new request is signed out.
 */
const ORIGIN = 'http://localhost:3000';

type Args = { request: Request; url: URL; pattern: string; params: Record<string, string>; context: RouterContextProvider };
type AnyFn = (args: Args) => Promise<unknown>;

describeEachEngine('the admin session in the request context', () => {
  let token = '';

  beforeEach(async () => {
    await setAdminPassword('dogru-sifre-123456');
    token = await createSession({ ip: '127.0.0.1', userAgent: 'test' });
  });

  const args = (path: string, init: RequestInit = {}): Args => {
    const request = new Request(`${ORIGIN}${path}`, {
      ...init,
      headers: { cookie: `admin_session=${token}`, origin: ORIGIN, 'content-type': 'application/json' },
    });
    return {
      request,
      url: new URL(request.url),
      pattern: '',
      params: {},
      context: requestContext({ clientIp: '127.0.0.1', nonce: '', requestId: 't' }),
    };
  };
  /** Runs the admin layout's middleware around `inner`, as React Router does for the request. */
  const throughLayout = async (a: Args, inner: () => Promise<unknown>) => {
    expect(middleware).toContain(adminSessionMiddleware);
    let out: unknown;
    await adminSessionMiddleware({ ...a, params: {} } as never, async () => {
      out = await inner();
      return new Response(null);
    });
    return out;
  };

  it('a page load: the layout and the tab loaders share the one read', async () => {
    const a = args('/admin/projeler');
    await throughLayout(a, async () => {
      const first = await signedInSession(a);
      expect(first?.role).toBe('shared');
      await destroySession(token);
      expect(await currentSession(a.request)).toBeUndefined();
      // The same request: the read already made, not a second one.
      expect(await adminSession(a)).toBe(first);
      const shell = (await layoutLoader(a as never)) as { data: { person: { role: string } } };
      expect(shell.data.person.role).toBe('shared');
      expect(await projectsLoader(a as never)).toMatchObject({ list: expect.anything() });
    });
    // A new request reads the cookie again: signed out.
    const next = args('/admin/projeler');
    await expect(throughLayout(next, () => (projectsLoader as AnyFn)(next))).rejects.toMatchObject({ init: { status: 401 } });
  });

  it('an action: its gate uses the request’s read; the screen rendered after it reads afresh', async () => {
    const a = args('/admin/projeler', { method: 'POST', body: JSON.stringify({ intent: 'no-such-intent' }) });
    await throughLayout(a, async () => {
      await signedInSession(a);
      await destroySession(token);
      // Past the gate (no 401): the unknown intent's error toast.
      expect(await (projectsAction as AnyFn)(a)).toMatchObject({ ok: false });
      // After the action, the loaders of a request without JavaScript see the change (here: signed out).
      expect(await signedInSession(a)).toBeUndefined();
    });
  });

  it('without the middleware (resource routes, direct calls) the cookie is read when asked', async () => {
    const a = args('/admin/projeler');
    await destroySession(token);
    await expect(adminSession(a)).rejects.toMatchObject({ init: { status: 401 } });
  });
});
