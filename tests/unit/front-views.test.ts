import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { countFrontChunk, followFrontLog, frontRequest } from '~/web/front-views.server';

describe('views reported by the nginx front', () => {
  it('reads a log line into the request the counting rules read, bounded', () => {
    const parsed = frontRequest({
      m: 'GET',
      u: '/hakkimizda?utm_source=x',
      s: '200',
      ip: '198.51.100.7',
      scheme: 'https',
      host: 'example.com',
      ua: 'x'.repeat(900),
      dnt: '1',
    });
    expect(parsed?.status).toBe(200);
    expect(parsed?.req.url).toBe('/hakkimizda?utm_source=x');
    expect(parsed?.req.socket.remoteAddress).toBe('198.51.100.7');
    expect(parsed?.req.headers['user-agent']).toHaveLength(500);
    expect(parsed?.req.headers.dnt).toBe('1');
    expect(parsed?.req.headers['x-forwarded-proto']).toBe('https');
    expect(parsed?.req.headers.cookie).toBeUndefined();
    expect(frontRequest({ m: 'GET', u: '/x', s: '200', ip: '1.2.3.4', session: 'abc' })?.req.headers.cookie).toBe('admin_session=1');
  });

  it('refuses a line without a path or an address', () => {
    expect(frontRequest({ m: 'GET', u: 'http://evil.example/', s: '200', ip: '1.2.3.4' })).toBeUndefined();
    expect(frontRequest({ m: 'GET', u: '/', s: '200' })).toBeUndefined();
  });
});

describe('following the front’s views log', () => {
  it('reads only what was appended since the start, whole lines only, across a rotation and a truncation', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'front-log-'));
    const file = path.join(dir, 'views.log');
    const lines: string[] = [];
    const take = (text: string) => {
      const end = text.lastIndexOf('\n');
      if (end !== -1) lines.push(...text.slice(0, end).split('\n'));
      return text.slice(end + 1);
    };
    try {
      fs.writeFileSync(file, 'before-start\n');
      const log = followFrontLog(file, take);
      await log.start();
      fs.appendFileSync(file, 'a\nb\nhal');
      await log.read();
      expect(lines).toEqual(['a', 'b']);
      fs.appendFileSync(file, 'f\n');
      // Rotated: the old file's last line is read before the new file's first.
      fs.renameSync(file, file + '.1');
      fs.appendFileSync(file + '.1', 'last-of-old\n');
      fs.writeFileSync(file, 'first-of-new\n');
      await log.read();
      expect(lines).toEqual(['a', 'b', 'half', 'last-of-old', 'first-of-new']);
      // Truncated in place: read again from its start.
      fs.truncateSync(file, 0);
      fs.appendFileSync(file, 'c\n');
      await log.read();
      expect(lines.at(-1)).toBe('c');
      await log.stop();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('folds identical lines of a chunk and keeps an unfinished last line', () => {
    expect(countFrontChunk('not json\nnot json\n{"u":"/x"')).toBe('{"u":"/x"');
  });
});
