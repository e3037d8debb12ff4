import { data } from 'react-router';
import type { RequestInfo } from '~/server/http/request-info.server';
import { catalog } from '~/i18n/catalog';
import { langFromPath, type Lang } from '~/i18n/lang';
import { REFUSAL_STATUS, type Refusal } from './guard.server';
import type { FormResult } from './result';
import { field } from './shared';

/*
 * How a public form's action answers: a FormResult, fetcher data with JavaScript,
 * the re-rendered page without. Each form's action lives with its domain
 * (consultations/, tickets/, newsletter/); the first two share public-action.server.ts.
 */
export type Ctx = (Pick<RequestInfo, 'formGuard'> & Partial<Pick<RequestInfo, 'clientIp' | 'origin'>>) | undefined;

export function langOf(request: Request): Lang {
  return langFromPath(new URL(request.url).pathname);
}

export function reply(result: FormResult, status: number, setCookie?: string) {
  return data(result, { status, headers: { 'Cache-Control': 'no-store', ...(setCookie ? { 'Set-Cookie': setCookie } : {}) } });
}

export function refused(refusal: Refusal, lang: Lang, errorTitle: string, genericMessage: string) {
  const s = catalog[lang].forms.shared;
  const description = refusal === 'rate_limited' ? s.tooMany : refusal === 'too_large' ? s.tooLarge : genericMessage;
  return reply({ ok: false, code: refusal, toast: { title: errorTitle, description, variant: 'error' } }, REFUSAL_STATUS[refusal]);
}

export function values(form: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((n) => [n, field(form, n)]));
}
