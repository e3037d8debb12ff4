import type { Lang } from '~/i18n/lang';

/** The unsubscribe page of each language (the link in every campaign e-mail, and the RFC 8058 one-click target). */
export const UNSUBSCRIBE_PATHS: Record<Lang, string> = { tr: '/abonelik-iptal', en: '/en-unsubscribe' };
