import type { Lang } from './lang';
import { adminOps } from './messages/adminOps';
import { adminDashboard } from './messages/adminDashboard';
import { adminConsultations } from './messages/adminConsultations';
import { adminTickets } from './messages/adminTickets';
import { adminSubscribers } from './messages/adminSubscribers';
import { adminPages } from './messages/adminPages';
import { adminSettings } from './messages/adminSettings';
import { maintenance } from './messages/maintenance';
import { staticPage } from './messages/staticPage';
import { support } from './messages/support';
import { faq } from './messages/faq';
import { docs } from './messages/docs';
import { legal } from './messages/legal';
import { corporate } from './messages/corporate';
import { common } from './messages/common';
import { adminCampaigns } from './messages/adminCampaigns';
import { unsubscribe } from './messages/unsubscribe';
import { admin } from './messages/admin';
import { home } from './messages/home';
import { about } from './messages/about';
import { services } from './messages/services';
import { projects } from './messages/projects';
import { blog } from './messages/blog';
import { footer } from './messages/footer';
import { media } from './messages/media';
import { adminProjects } from './messages/adminProjects';
import { adminBlog } from './messages/adminBlog';
import { forms } from './messages/forms';

/**
 * The translation catalogue: one section per domain, each defined with both
 * languages side by side in app/i18n/messages/<section>.ts. Add a section here.
 */
const sections = {
  common,
  home,
  about,
  services,
  projects,
  blog,
  footer,
  admin,
  media,
  adminProjects,
  adminBlog,
  support,
  faq,
  docs,
  legal,
  corporate,
  forms,
  adminCampaigns,
  unsubscribe,
  adminOps,
  adminDashboard,
  adminConsultations,
  adminTickets,
  adminSubscribers,
  adminPages,
  adminSettings,
  maintenance,
  staticPage,
} as const;

type Sections = typeof sections;
export type Messages = { [K in keyof Sections]: Sections[K]['tr'] };

function build(lang: Lang): Messages {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(sections)) out[k] = v[lang];
  return out as Messages;
}

export const catalog: Record<Lang, Messages> = { tr: build('tr'), en: build('en') };
