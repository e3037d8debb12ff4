import type { Lang } from './lang';
import { inLanguage, type SectionTexts } from './define';
import { publicSections } from './public-catalog';
import { about } from './messages/about';
import { admin } from './messages/admin';
import { adminBlog } from './messages/adminBlog';
import { adminCampaigns } from './messages/adminCampaigns';
import { adminComments } from './messages/adminComments';
import { adminConsultations } from './messages/adminConsultations';
import { adminDashboard } from './messages/adminDashboard';
import { adminLocks } from './messages/adminLocks';
import { adminBackups } from './messages/adminBackups';
import { adminAnalytics } from './messages/adminAnalytics';
import { adminAudit } from './messages/adminAudit';
import { adminOps } from './messages/adminOps';
import { adminPages } from './messages/adminPages';
import { adminRestore } from './messages/adminRestore';
import { adminProjects } from './messages/adminProjects';
import { adminSettings } from './messages/adminSettings';
import { adminSubscribers } from './messages/adminSubscribers';
import { adminTickets } from './messages/adminTickets';
import { adminTexts } from './messages/adminTexts';
import { adminUsers } from './messages/adminUsers';
import { adminMail } from './messages/adminMail';
import { adminBrand } from './messages/adminBrand';
import { adminMailLog } from './messages/adminMailLog';
import { adminSite } from './messages/adminSite';
import { adminSampleNeutral } from './messages/adminSampleNeutral';
import { blog } from './messages/blog';
import { comments } from './messages/comments';
import { commentNotifications } from './messages/commentNotifications';
import { corporate } from './messages/corporate';
import { docs } from './messages/docs';
import { faq } from './messages/faq';
import { home } from './messages/home';
import { legal } from './messages/legal';
import { maintenance } from './messages/maintenance';
import { media } from './messages/media';
import { projects } from './messages/projects';
import { services } from './messages/services';
import { staticPage } from './messages/staticPage';
import { support } from './messages/support';
import { unsubscribe } from './messages/unsubscribe';

/**
 * The full translation catalogue: one section per domain, each defined with
 * both languages side by side in app/i18n/messages/<section>.ts. Add a section
 * here (tests/unit/catalogue.test.ts checks that every file is listed).
 *
 * For the server and the admin panel (`useAdminT()`). Public code never imports
 * it: `useT()` gives the public catalogue (public-catalog.ts: the sections
 * every page needs) and a page reads its own section with `useSection()`.
 */
const sections = {
  // Every public page (public-catalog.ts): common, footer, forms.
  ...publicSections,
  // One public page or two each (imported by their route modules).
  home,
  about,
  services,
  projects,
  blog,
  comments,
  commentNotifications,
  support,
  faq,
  docs,
  legal,
  corporate,
  unsubscribe,
  staticPage,
  // Server only (the maintenance page is rendered without React).
  maintenance,
  // The admin panel.
  admin,
  media,
  adminProjects,
  adminBlog,
  adminComments,
  adminCampaigns,
  adminOps,
  adminDashboard,
  adminAnalytics,
  adminConsultations,
  adminTickets,
  adminSubscribers,
  adminPages,
  adminSettings,
  adminLocks,
  adminBackups,
  adminTexts,
  adminAudit,
  adminUsers,
  adminMail,
  adminBrand,
  adminMailLog,
  adminRestore,
  adminSite,
  adminSampleNeutral,
} as const;

export type Messages = SectionTexts<typeof sections>;

export const catalog: Record<Lang, Messages> = { tr: inLanguage(sections, 'tr'), en: inLanguage(sections, 'en') };
