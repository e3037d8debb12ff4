import type { about } from './messages/about';
import type { blog } from './messages/blog';
import type { comments } from './messages/comments';
import type { commentNotifications } from './messages/commentNotifications';
import type { corporate } from './messages/corporate';
import type { docs } from './messages/docs';
import type { faq } from './messages/faq';
import type { home } from './messages/home';
import type { legal } from './messages/legal';
import type { projects } from './messages/projects';
import type { services } from './messages/services';
import type { staticPage } from './messages/staticPage';
import type { support } from './messages/support';
import type { unsubscribe } from './messages/unsubscribe';

/**
 * The public pages' own sections (types only: nothing here is bundled). A
 * route module imports its section from app/i18n/messages/<section>.ts and
 * reads it with `useSection(section)`, which accepts only these, so public
 * code cannot pull an admin section into a page.
 */
export type PageSection =
  | typeof about
  | typeof blog
  | typeof comments
  | typeof commentNotifications
  | typeof corporate
  | typeof docs
  | typeof faq
  | typeof home
  | typeof legal
  | typeof projects
  | typeof services
  | typeof staticPage
  | typeof support
  | typeof unsubscribe;
