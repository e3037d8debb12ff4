import { type RouteConfig, layout, route } from '@react-router/dev/routes';
import { PAGES, PAGE_IDS, aliasesOf } from './i18n/routes';

// Each screen is one module served at its Turkish and English path (ids "<page>.tr" / "<page>.en").
const publicPages = PAGE_IDS.flatMap((id) => [
  route(PAGES[id].tr, `routes/public/${id}.tsx`, { id: `${id}.tr` }),
  route(PAGES[id].en, `routes/public/${id}.tsx`, { id: `${id}.en` }),
]);

const aliases = PAGE_IDS.flatMap((id) =>
  aliasesOf(id).map((alias) => route(alias, 'routes/public/alias-redirect.tsx', { id: `alias:${alias}` })),
);

export default [
  ...aliases,
  layout('routes/public/layout.tsx', [...publicPages, route('*', 'routes/public/not-found.tsx', { id: 'not-found' })]),
  route('admin', 'routes/admin/layout.tsx', []),
] satisfies RouteConfig;
