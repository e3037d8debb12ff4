import { config } from '~/server/config.server';
import { siteOrigin } from '~/server/http/site-origin.server';
import { logger } from '~/server/logger.server';
import { mailConfigured } from '~/server/mail/transport.server';
import { waitingMailCount } from '~/server/mail/queue.server';
import { generatedPasswordInUse } from '~/domain/auth/index.server';
import { postStats } from '~/domain/blog/index.server';
import { projectStats } from '~/domain/projects/index.server';
import { seededPlaceholderUrls, getSettings } from '~/domain/settings/index.server';
import { backupStatus } from '../backup/index.server';
import { sampleItems } from '../sample/index.server';
import { launchItems, type LaunchFacts, type LaunchItem } from './launch-checklist';
import { mailPasswordOnly } from '~/domain/mail/index.server';

/** The facts the launch checklist is computed from, each asked of the domain that owns it. */
export async function launchFacts(): Promise<LaunchFacts> {
  const [settings, placeholderImages, publishedPosts, withoutImage, generated, smtpConfigured, waitingNotifications, backup, samples] =
    await Promise.all([
      getSettings(),
      seededPlaceholderUrls(),
      postStats.published(),
      projectStats.withoutImage(),
      generatedPasswordInUse(),
      mailConfigured(),
      waitingMailCount('staff'),
      backupStatus().catch(() => null),
      sampleItems(),
    ]);
  const c = config();
  const mailPasswordNeeded = smtpConfigured ? null : await mailPasswordOnly();
  return {
    mailPasswordNeeded,
    settings,
    placeholderImages,
    publishedPosts,
    projectsWithoutImage: withoutImage.map((p) => ({ id: p.id, title: p.title_tr })),
    production: c.NODE_ENV === 'production',
    siteAddressKnown: !!siteOrigin(),
    smtpConfigured,
    waitingNotifications,
    generatedPasswordInUse: generated,
    backup,
    samples,
  };
}

/** What is left before launch (the dashboard's checklist, the count on its tab); null when the check fails (logged). */
export async function launchChecklist(): Promise<LaunchItem[] | null> {
  try {
    return launchItems(await launchFacts());
  } catch (err) {
    logger().error({ err }, 'launch checklist could not be computed');
    return null;
  }
}
