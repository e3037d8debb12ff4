import { defineMessages } from '../define';

/** The maintenance page (HTTP 503) shown on public routes while maintenance mode is on; it shows both languages. */
export const maintenance = defineMessages('maintenance', {
  tr: {
    title: 'Bakımdayız',
    message: 'Sitemiz kısa bir bakım çalışması nedeniyle geçici olarak hizmet dışı. Lütfen biraz sonra tekrar deneyin.',
    contact: 'Acil durumlar için: {email}',
  },
  en: {
    title: 'Under maintenance',
    message: 'Our site is temporarily unavailable for a short maintenance. Please try again a little later.',
    contact: 'For urgent matters: {email}',
  },
});
