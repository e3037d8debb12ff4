import { z } from 'zod';
import { DEFAULT_BACKUP_TIME, DEFAULT_KEEP_DAILY, DEFAULT_KEEP_WEEKLY } from './schedule';

/**
 * The automatic backup settings form (client and server). The bucket's secret is
 * write-only: empty keeps the saved one; the browser never receives it.
 */
const checkbox = z.preprocess((v) => v === 'on' || v === 'true' || v === true, z.boolean());
const count = (max: number) => z.coerce.number().int().min(0).max(max);

export const backupScheduleSchema = z
  .object({
    enabled: checkbox,
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time'),
    keepDaily: count(60),
    keepWeekly: count(52),
    bucketEnabled: checkbox,
    endpoint: z.string().trim().max(300),
    region: z.string().trim().max(60),
    bucket: z.string().trim().max(63),
    accessKeyId: z.string().trim().max(200),
    secret: z.string().max(500),
  })
  .superRefine((v, ctx) => {
    if (v.keepDaily + v.keepWeekly < 1) ctx.addIssue({ code: 'custom', path: ['keepDaily'], message: 'keep' });
    if (!v.bucketEnabled) return;
    if (!/^https?:\/\/[^\s/]+/i.test(v.endpoint)) ctx.addIssue({ code: 'custom', path: ['endpoint'], message: 'endpoint' });
    if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(v.bucket)) ctx.addIssue({ code: 'custom', path: ['bucket'], message: 'bucket' });
    if (!v.region) ctx.addIssue({ code: 'custom', path: ['region'], message: 'required' });
    if (!v.accessKeyId) ctx.addIssue({ code: 'custom', path: ['accessKeyId'], message: 'required' });
  });

export type BackupScheduleForm = z.infer<typeof backupScheduleSchema>;

export const DEFAULT_SCHEDULE_FORM: BackupScheduleForm = {
  enabled: true,
  time: DEFAULT_BACKUP_TIME,
  keepDaily: DEFAULT_KEEP_DAILY,
  keepWeekly: DEFAULT_KEEP_WEEKLY,
  bucketEnabled: false,
  endpoint: '',
  region: 'us-east-1',
  bucket: '',
  accessKeyId: '',
  secret: '',
};

/** What the settings screen may show: no secret, only whether one is saved. */
export type BackupScheduleView = Omit<BackupScheduleForm, 'secret'> & { secretSaved: boolean };
