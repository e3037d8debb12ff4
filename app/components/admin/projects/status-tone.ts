import type { ProjectStatus } from '~/domain/projects/index';
import type { BadgeTone } from '~/components/ui/badge';

/** The badge colour of each project status in the admin (projects list, dashboard). */
export const PROJECT_STATUS_TONE: Record<ProjectStatus, BadgeTone> = {
  active: 'green',
  beta: 'blue',
  development: 'amber',
  research: 'purple',
  planned: 'slate',
  stopped: 'red',
};
