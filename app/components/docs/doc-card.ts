import type { BadgeTone } from '~/components/ui/badge';

/** How hard a guide or tutorial is (its badge colour below). */
export type Level = 'beginner' | 'intermediate' | 'advanced';

export const LEVEL_TONE: Record<Level, BadgeTone> = { beginner: 'green', intermediate: 'amber', advanced: 'purple' };

/** The documentation page's card look. */
export const CARD = 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm';
