import { type RouteConfig, type RouteConfigEntry, index, layout, route } from '@react-router/dev/routes';
import { PAGES, PAGE_IDS, aliasesOf } from './i18n/routes';
import { FORM_PAGES } from './domain/forms/paths';
import { ADMIN_COMMENTS_PATH, COMMENT_STOP_PATHS } from './domain/comments/constants';

// Each screen is one module served at its Turkish and English path (ids "<page>.tr" / "<page>.en").
const publicPages = PAGE_IDS.flatMap((id) => [
  route(PAGES[id].tr, `routes/public/${id}.tsx`, { id: `${id}.tr` }),
  route(PAGES[id].en, `routes/public/${id}.tsx`, { id: `${id}.en` }),
]);

const aliases = PAGE_IDS.flatMap((id) =>
  aliasesOf(id).map((alias) => route(alias, 'routes/public/alias-redirect.tsx', { id: `alias:${alias}` })),
);

// Public pages outside the twin table (detail pages, forms' fallbacks, unsubscribe...).
const publicExtra: RouteConfigEntry[] = [
  // added by the public website, forms, content and campaign work
  // Static pages from the admin (published only).
  route('/sayfa/:slug', 'routes/public/static-page.tsx', { id: 'static-page.tr' }),
  route('/en-page/:slug', 'routes/public/static-page.tsx', { id: 'static-page.en' }),
  // Newsletter unsubscribe (links in campaign e-mails; GET confirms, POST unsubscribes, RFC 8058 one-click).
  route('/abonelik-iptal', 'routes/public/unsubscribe.tsx', { id: 'unsubscribe.tr' }),
  route('/en-unsubscribe', 'routes/public/unsubscribe.tsx', { id: 'unsubscribe.en' }),
  // Public forms' own pages (no-JavaScript fallbacks and result pages, see app/domain/forms/paths.ts).
  route(FORM_PAGES.consultation.tr, 'routes/public/consultation.tsx', { id: 'consultation.tr' }),
  route(FORM_PAGES.consultation.en, 'routes/public/consultation.tsx', { id: 'consultation.en' }),
  route(FORM_PAGES.newsletter.tr, 'routes/public/newsletter.tsx', { id: 'newsletter.tr' }),
  route(FORM_PAGES.newsletter.en, 'routes/public/newsletter.tsx', { id: 'newsletter.en' }),
  // A comment reply notification's stop link (GET confirms, POST stops and deletes the address).
  route(COMMENT_STOP_PATHS.tr, 'routes/public/comment-notifications.tsx', { id: 'comment-notifications.tr' }),
  route(COMMENT_STOP_PATHS.en, 'routes/public/comment-notifications.tsx', { id: 'comment-notifications.en' }),
  route('/blog/:slug', 'routes/public/blog-post.tsx', { id: 'blog-post.tr' }),
  route('/en-blog/:slug', 'routes/public/blog-post.tsx', { id: 'blog-post.en' }),
];

// Resource routes (no UI): sitemap, robots, uploads, exports.
const resources: RouteConfigEntry[] = [
  // added by the public website, content and operations work
  // Campaign e-mail preview for the admin editor (POST, requireAdminAction).
  route('admin/e-bulten/kampanyalar/onizleme', 'routes/resources/admin-campaign-preview.ts'),
  // Site texts' preview (POST, requireAdminAction): stores the unsaved texts, redirects to the public page with ?onizleme=.
  route('admin/metinler/onizleme', 'routes/resources/admin-texts-preview.ts'),
  // Admin exports and backup (adminSession; streamed).
  route('admin/danismanlik/talepler.csv', 'routes/resources/admin-consultations-csv.ts'),
  route('admin/e-bulten/newsletter-subscribers.csv', 'routes/resources/admin-subscribers-csv.ts'),
  route('admin/analitik/gunluk.csv', 'routes/resources/admin-analytics-csv.ts'),
  route('admin/ayarlar/yedek', 'routes/resources/admin-backup.ts'),
  // The audit log's CSV (same filter as the Etkinlik screen).
  route('admin/etkinlik.csv', 'routes/resources/admin-audit-csv.ts'),
  route('sitemap.xml', 'routes/resources/sitemap.ts'),
  // The blog's RSS feeds (static segments rank above /blog/:slug).
  route('blog/rss.xml', 'routes/resources/blog-feed.ts', { id: 'blog-feed.tr' }),
  route('en-blog/rss.xml', 'routes/resources/blog-feed.ts', { id: 'blog-feed.en' }),
  route('robots.txt', 'routes/resources/robots.ts'),
  route('lang/:lang', 'routes/resources/lang.ts'),
  route('admin/upload', 'routes/resources/admin-upload.ts'),
  // Adding a passkey to one's own account (Hesabım; JSON, requireAdminAction).
  route('admin/hesabim/gecis-anahtari', 'routes/resources/admin-passkey.ts'),
  route('uploads/*', 'routes/resources/uploads.ts'),
];

// The admin panel: one URL per tab (docs/product-spec.md §2: Dashboard default, Projeler, Danışmanlık, Sayfalar, İçerik, E-Bülten, Ayarlar).
const adminTabs = [
  index('routes/admin/dashboard.tsx'),
  route('analitik', 'routes/admin/analytics.tsx'),
  route('projeler', 'routes/admin/projects.tsx'),
  route('danismanlik', 'routes/admin/consultations.tsx'),
  route('danismanlik/mesajlar', 'routes/admin/tickets.tsx'),
  route('sayfalar', 'routes/admin/pages.tsx'),
  // Site texts: the public catalogue's texts, overridden per language.
  route('metinler', 'routes/admin/texts.tsx'),
  route('icerik', 'routes/admin/blog.tsx'),
  // Blog comments' moderation, a sub-page of İçerik beside the posts.
  route(ADMIN_COMMENTS_PATH.slice('/admin/'.length), 'routes/admin/comments.tsx'),
  route('e-bulten', 'routes/admin/newsletter.tsx'),
  route('e-bulten/kampanyalar', 'routes/admin/campaigns.tsx'),
  route('ayarlar', 'routes/admin/settings.tsx'),
  // The settings' system tab (maintenance, backup, restore, cache), under the same header and tab bar.
  route('ayarlar/sistem', 'routes/admin/settings-system.tsx'),
  // E-mail set-up (ADR 020; owners only: not in access.ts's table).
  route('ayarlar/eposta', 'routes/admin/settings-mail.tsx'),
  // Logo, favicon and default share image (owners only: not in access.ts's table).
  route('ayarlar/marka', 'routes/admin/settings-brand.tsx'),
  // Every message sent or waiting, with "Tekrar dene" (owners only: it shows recipients' addresses).
  route('ayarlar/eposta/gunluk', 'routes/admin/settings-mail-log.tsx'),
  // A restore's upload, preview, confirmation and result (owners only).
  route('ayarlar/geri-yukle', 'routes/admin/settings-restore.tsx'),
  // The audit log.
  route('etkinlik', 'routes/admin/audit.tsx'),
  // Staff accounts: owners manage people; everyone their own account.
  route('ayarlar/kullanicilar', 'routes/admin/settings-users.tsx'),
  route('hesabim', 'routes/admin/account.tsx'),
];

export default [
  ...aliases,
  ...resources,
  layout('routes/public/layout.tsx', [...publicPages, ...publicExtra, route('*', 'routes/public/not-found.tsx', { id: 'not-found' })]),
  route('admin', 'routes/admin/layout.tsx', adminTabs),
  // Admin login and logout (resource routes: they answer with a redirect back to the panel).
  route('admin/giris', 'routes/admin/login.tsx'),
  route('admin/cikis', 'routes/admin/logout.tsx'),
  // A staff invitation link: the invited person sets their own password (no session needed).
  route('admin/davet', 'routes/admin/invite.tsx'),
  // A mailed link that lifts one account's sign-in lock for the address that asked (GET shows a button, POST lifts).
  route('admin/kilit-ac', 'routes/admin/unlock-link.tsx'),
] satisfies RouteConfig;
