import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { InvalidImageError } from '~/domain/media/image-encode.server';
import { childEnv, imageJob, imageWorkerPid, setImageWorker, stopImageWorker } from '~/domain/media/image-worker.server';
import { until } from '../helpers/wait';

// The image process for real: a child forked through tsx, jobs crossing the IPC channel.
const fixture = path.resolve(import.meta.dirname, '../fixtures/image-worker.ts');
const OPTIONS = { modulePath: fixture, execArgv: ['--import', 'tsx'], idleMs: 500 };
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function jpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 200 } } })
    .jpeg()
    .toBuffer();
}

describe('image process', () => {
  beforeAll(() => setImageWorker(OPTIONS));
  afterEach(() => stopImageWorker());
  afterAll(() => setImageWorker(undefined));

  it('re-encodes an upload in a child process and hands back Buffers', async () => {
    const { type, variants } = await imageJob('encodeVariants', await jpeg(1300, 650));
    const pid = imageWorkerPid();
    expect(pid).toBeTypeOf('number');
    expect(pid).not.toBe(process.pid);
    expect(type).toBe('image/jpeg');
    expect(variants.map((v) => v.width)).toEqual([480, 960, 1300]);
    expect(Buffer.isBuffer(variants[0]!.data)).toBe(true);
    expect((await sharp(variants[2]!.data).metadata()).format).toBe('webp');
  });

  it('refuses a broken file with the same error as in-process', async () => {
    const truncated = (await jpeg(800, 600)).subarray(0, 200);
    await expect(imageJob('encodeVariants', truncated)).rejects.toBeInstanceOf(InvalidImageError);
    await expect(imageJob('encodeVariants', Buffer.from('<svg onload="x()"/>'))).rejects.toBeInstanceOf(InvalidImageError);
  });

  it('runs jobs side by side: four social cards at once', async () => {
    const titles = ['Bir', 'İki', 'Üç', 'Dört'];
    const cards = await Promise.all(titles.map((t) => imageJob('socialCard', t, 'Şirket')));
    for (const png of cards) expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    expect(new Set(cards.map((c) => c.toString('base64'))).size).toBe(4);
  });

  it('stops once idle and starts again for the next job', async () => {
    await imageJob('rasterizeSeedArt', { motif: 'silhouette', width: 120, height: 160, colors: [] });
    const first = imageWorkerPid()!;
    await until(() => !alive(first), 10_000, 'the idle image process to exit');
    expect(imageWorkerPid()).toBeUndefined();
    const png = await imageJob('rasterizeSeedArt', { motif: 'silhouette', width: 120, height: 160, colors: [] });
    expect((await sharp(png).metadata()).width).toBe(120);
    expect(imageWorkerPid()).not.toBe(first);
  });

  it('a crash fails the jobs in progress, not the server, and the next job gets a new process', async () => {
    // The fixture holds a social card titled '__hold__' forever and writes its pid to the marker
    // once the job runs: the kill lands on a job in progress, whatever the machine's speed.
    const marker = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'image-hold-')), 'running');
    setImageWorker({ ...OPTIONS, args: ['--hold-marker', marker] });
    try {
      // How the job ended (it must not end before the kill: then the test says so, with the reason).
      const outcome = imageJob('socialCard', '__hold__', 'Şirket').then(
        () => new Error('the held job finished'),
        (err: Error) => err,
      );
      let early: Error | undefined;
      void outcome.then((e) => (early = e));
      const running = () => {
        if (early) throw new Error(`the held job ended before the kill: ${early.message}`);
        return fs.existsSync(marker) && fs.readFileSync(marker, 'utf8');
      };
      const pid = Number(await until(running, 30_000, 'the held job to start'));
      expect(pid).toBe(imageWorkerPid());
      process.kill(pid, 'SIGKILL');
      expect((await outcome).message).toMatch(/image process exited \(SIGKILL\)/);
      expect(alive(pid)).toBe(false);
      const { variants } = await imageJob('encodeVariants', await jpeg(500, 300));
      expect(variants.map((v) => v.width)).toEqual([480, 500]);
      expect(imageWorkerPid()).not.toBe(pid);
    } finally {
      setImageWorker(OPTIONS);
    }
  });

  it('gives the image process none of the site’s configuration', () => {
    const env = {
      PATH: '/usr/bin',
      BUILD_DIR: 'build',
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://u:p@db/site',
      SESSION_SECRET: 's',
      ADMIN_PASSWORD: 'a',
      SMTP_PASS: 'm',
      S3_SECRET_ACCESS_KEY: 'k',
      S3_ACCESS_KEY_ID: 'i',
      DATA_DIR: '/srv/data',
      path: 'lower-case twin',
    };
    expect(childEnv(env)).toEqual({ PATH: '/usr/bin', BUILD_DIR: 'build', NODE_ENV: 'production' });
  });
});
