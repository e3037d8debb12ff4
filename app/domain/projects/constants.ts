/** Project vocabularies (docs/product-spec.md §9, docs/design.md "One vocabulary"). Labels live in the catalogue. */

export const PROJECT_STATUSES = ['active', 'beta', 'development', 'research', 'planned', 'stopped'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const PROJECT_CATEGORIES = [
  'ai',
  'web',
  'mobile',
  'desktop',
  'iot',
  'blockchain',
  'ecommerce',
  'education',
  'health',
  'finance',
  'game',
  'other',
] as const;
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];

export const PROJECT_ICONS = ['Bot', 'Shield', 'TrendingUp', 'Smartphone', 'Monitor', 'Code', 'Brain', 'Globe'] as const;
export type ProjectIcon = (typeof PROJECT_ICONS)[number];

export const PRIORITY_MIN = 0;
export const PRIORITY_MAX = 100;
export const DEFAULT_VERSION = '1.0.0';
export const CARD_FEATURES = 3;
export const CARD_TECHNOLOGIES = 4;
