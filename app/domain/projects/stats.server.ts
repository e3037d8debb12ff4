import { db } from '~/server/db/index.server';
import { countRows } from '~/server/db/counts.server';

/** The dashboard's figures of the projects. */
export const projectStats = {
  count: () => countRows('projects'),
  active: () => countRows('projects', (eb) => eb.and([eb('status', '=', 'active'), eb('is_active', '=', true)])),
  latest: (limit: number) =>
    db()
      .selectFrom('projects')
      .select(['id', 'title_tr', 'created_at', 'status', 'is_active'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),
  /** Projects shown on the site that have no picture (the launch checklist), highest priority first. */
  withoutImage: () =>
    db()
      .selectFrom('projects')
      .select(['id', 'title_tr'])
      .where('is_active', '=', true)
      .where((eb) => eb.or([eb('image_url', 'is', null), eb('image_url', '=', '')]))
      .orderBy('priority', 'desc')
      .orderBy('id')
      .execute(),
};
