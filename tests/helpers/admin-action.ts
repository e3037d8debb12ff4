import { runAdminAction, type ActionSession, type AdminActionSpec } from '~/domain/auth/admin-action.server';

/** A screen's action with a session and form in hand; the third argument is the client address or the request. */
export function actionOf<R, S extends ActionSession>(spec: AdminActionSpec<R, S>) {
  return (form: FormData, session: S, where: string | Request = '') =>
    runAdminAction<R, S>({ ...spec, session, form, ...(typeof where === 'string' ? { ip: where } : { request: where }) });
}
