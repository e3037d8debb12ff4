import { describe, expect, it } from 'vitest';
import { archivesToRemove, lastSlot, nextSlot, scheduledArchiveName, slotOfName } from '~/site/backup/schedule';
import { backupScheduleSchema, DEFAULT_SCHEDULE_FORM } from '~/site/backup/schedule-schema';

describe('backup schedule times', () => {
  it('runs every night at 03:00 Istanbul time by default (00:00 UTC)', () => {
    expect(DEFAULT_SCHEDULE_FORM).toMatchObject({ enabled: true, time: '03:00', keepDaily: 7, keepWeekly: 4 });
    const afternoon = new Date('2026-11-27T10:00:00Z'); // 13:00 in Istanbul
    expect(lastSlot(afternoon, { time: '03:00' }).toISOString()).toBe('2026-11-27T00:00:00.000Z');
    expect(nextSlot(afternoon, { time: '03:00' }).toISOString()).toBe('2026-11-28T00:00:00.000Z');
    const night = new Date('2026-11-27T23:30:00Z'); // 02:30 on the 28th in Istanbul
    expect(lastSlot(night, { time: '03:00' }).toISOString()).toBe('2026-11-27T00:00:00.000Z');
    expect(nextSlot(night, { time: '03:00' }).toISOString()).toBe('2026-11-28T00:00:00.000Z');
    expect(nextSlot(new Date('2026-11-28T00:00:00Z'), { time: '03:00' }).toISOString()).toBe('2026-11-29T00:00:00.000Z');
  });

  it('with an interval (drills), slots are multiples of it', () => {
    const now = new Date('2026-11-27T10:07:00Z');
    expect(lastSlot(now, { time: '03:00', intervalMinutes: 5 }).toISOString()).toBe('2026-11-27T10:05:00.000Z');
    expect(nextSlot(now, { time: '03:00', intervalMinutes: 5 }).toISOString()).toBe('2026-11-27T10:10:00.000Z');
  });

  it('names archives by their slot and reads the slot back; other files are not ours', () => {
    const slot = new Date('2026-11-27T00:00:00Z');
    expect(scheduledArchiveName(slot)).toBe('backup-2026-11-27T00-00-00Z.tar.gz');
    expect(slotOfName(scheduledArchiveName(slot))?.toISOString()).toBe(slot.toISOString());
    expect(slotOfName('backup-2026-11-27.json')).toBeUndefined();
  });
});

describe('retention', () => {
  // One archive each night at 03:00 Istanbul from Monday 2 November to Friday 27 November 2026, plus a manual one.
  const names = Array.from({ length: 26 }, (_, i) => scheduledArchiveName(new Date(Date.UTC(2026, 10, 2 + i))));
  names.push(scheduledArchiveName(new Date('2026-11-27T09:30:00Z')), 'notes.txt', 'backup-old.json');

  it('keeps the newest of each of the last 7 days and of each of the last 4 weeks; never names other files', () => {
    const removed = archivesToRemove(names, 7, 4);
    const kept = names.filter((n) => !removed.includes(n));
    expect(kept.sort()).toEqual(
      [
        // Weeks starting Monday 2, 9 and 16 November: their Sundays.
        'backup-2026-11-08T00-00-00Z.tar.gz',
        'backup-2026-11-15T00-00-00Z.tar.gz',
        'backup-2026-11-22T00-00-00Z.tar.gz',
        // The last 7 days (21–27 November); on the 27th the later, manual one.
        'backup-2026-11-21T00-00-00Z.tar.gz',
        'backup-2026-11-23T00-00-00Z.tar.gz',
        'backup-2026-11-24T00-00-00Z.tar.gz',
        'backup-2026-11-25T00-00-00Z.tar.gz',
        'backup-2026-11-26T00-00-00Z.tar.gz',
        'backup-2026-11-27T09-30-00Z.tar.gz',
        'notes.txt',
        'backup-old.json',
      ].sort(),
    );
    expect(removed).toContain('backup-2026-11-27T00-00-00Z.tar.gz');
  });

  it('the form refuses a wrong time, keeping nothing, and a bucket without its details', () => {
    const base = {
      enabled: 'on',
      time: '03:00',
      keepDaily: '7',
      keepWeekly: '4',
      endpoint: '',
      region: '',
      bucket: '',
      accessKeyId: '',
      secret: '',
    };
    expect(backupScheduleSchema.safeParse(base).success).toBe(true);
    const issues = (v: object) =>
      backupScheduleSchema.safeParse({ ...base, ...v }).error?.issues.map((i) => `${String(i.path[0])}:${i.message}`);
    expect(issues({ time: '25:00' })).toEqual(['time:time']);
    expect(issues({ keepDaily: '0', keepWeekly: '0' })).toEqual(['keepDaily:keep']);
    expect(issues({ bucketEnabled: 'on', endpoint: 'ftp://x', bucket: 'A_B' })).toEqual([
      'endpoint:endpoint',
      'bucket:bucket',
      'region:required',
      'accessKeyId:required',
    ]);
  });
});
