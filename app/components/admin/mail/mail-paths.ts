/** The e-mail screens: the set-up (ADR 020) and the sending log, both owners only (not in access.ts's table). */
export const MAIL_SETTINGS_PATH = '/admin/ayarlar/eposta';
export const MAIL_LOG_PATH = '/admin/ayarlar/eposta/gunluk';
