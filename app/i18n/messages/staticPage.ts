import { defineMessages } from '../define';

/** Static pages from the admin, served at /sayfa/<slug> and /en-page/<slug>. */
export const staticPage = defineMessages('staticPage', {
  tr: {
    updated: 'Son güncelleme: {date}',
  },
  en: {
    updated: 'Last updated: {date}',
  },
});
