import { describe, expect, it, vi } from 'vitest';
import { recorder } from '~/domain/analytics/collect.server';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { countFrontChunk, countFrontView, followFrontLog, frontRequest, logEnd } from '~/web/front-views.server';

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

/** A `take` for followFrontLog that keeps the whole lines it is given. */
function collector() {
  const lines: string[] = [];
  const take = (text: string) => {
    const end = text.lastIndexOf('\n');
    if (end !== -1) lines.push(...text.slice(0, end).split('\n'));
    return text.slice(end + 1);
  };
  return { lines, take };
}

describe('following the front’s views log', () => {
  it('reads only what was appended since the start, whole lines only, across a rotation and a truncation', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'front-log-'));
    const file = path.join(dir, 'views.log');
    const { lines, take } = collector();
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

  it('resumes where a predecessor stopped: its whole lines, from the same file only', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'front-log-'));
    const file = path.join(dir, 'views.log');
    const { lines, take } = collector();
    try {
      // No file yet: its end is "none", and a file that appears later is new from its start.
      expect(await logEnd(file)).toEqual({ ino: 0, offset: 0 });
      const none = followFrontLog(file, take);
      await none.start({ ino: 0, offset: 0 });
      fs.writeFileSync(file, 'a\nb\nhal');
      await none.read();
      expect(lines).toEqual(['a', 'b']);
      // Where the next whole line starts: the unfinished one is read again by a successor.
      const at = none.position();
      expect(at).toEqual({ ino: fs.statSync(file).ino, offset: 4 });
      await none.stop();
      fs.appendFileSync(file, 'f\nc\n');
      const next = followFrontLog(file, take);
      await next.start(at);
      await next.read();
      expect(lines).toEqual(['a', 'b', 'half', 'c']);
      await next.stop();
      // Rotated since: the position names another file, so all of the new one is read.
      fs.renameSync(file, file + '.1');
      fs.writeFileSync(file, 'new\n');
      const third = followFrontLog(file, take);
      await third.start(at);
      await third.read();
      expect(lines.at(-1)).toBe('new');
      await third.stop();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('folds identical lines of a chunk and keeps an unfinished last line', () => {
    expect(countFrontChunk('not json\nnot json\n{"u":"/x"')).toBe('{"u":"/x"');
  });
});

describe('a line of the views log', () => {
  it('counts the address per line and the rest by the same rules, whichever format', () => {
    const record = vi.spyOn(recorder(), 'record').mockImplementation(() => {});
    try {
      const rest = '{"m":"GET","u":"/hizmetler?utm_source=x","s":"200","scheme":"https","host":"example.com","ua":"Mozilla/5.0"}';
      expect(countFrontView(`198.51.100.7 ${rest}`, 1)).toBe(true);
      // The same text from another address: a view of that address (the parsed rest is reused).
      expect(countFrontView(`203.0.113.9 ${rest}`, 2)).toBe(true);
      expect(record.mock.calls.map(([e]) => [e.ip, e.path, e.query, e.userAgent, e.at])).toEqual([
        ['198.51.100.7', '/hizmetler', '?utm_source=x', 'Mozilla/5.0', 1],
        ['203.0.113.9', '/hizmetler', '?utm_source=x', 'Mozilla/5.0', 2],
      ]);
      // Not views: a HEAD, a browser asking not to be tracked, a prefetch, a staff member, a redirect.
      expect(countFrontView(`198.51.100.7 ${rest.replace('"GET"', '"HEAD"')}`)).toBe(false);
      expect(countFrontView(`198.51.100.7 ${rest.replace('"ua"', '"dnt":"1","ua"')}`)).toBe(false);
      expect(countFrontView(`198.51.100.7 ${rest.replace('"ua"', '"purpose":"prefetch","ua"')}`)).toBe(false);
      expect(countFrontView(`198.51.100.7 ${rest.replace('"ua"', '"session":"abc","ua"')}`)).toBe(false);
      countFrontView(`198.51.100.7 ${rest.replace('"s":"200"', '"s":"301"')}`);
      expect(countFrontView('198.51.100.7 not json')).toBe(false);
      expect(countFrontView(rest)).toBe(false); // no address
      // A line of the former format (written before an upgrade) still counts.
      expect(countFrontView('{"m":"GET","u":"/blog","s":"200","ip":"192.0.2.1","ua":"Mozilla/5.0"}')).toBe(true);
      expect(record.mock.calls.slice(2).map(([e]) => [e.ip, e.path])).toEqual([['192.0.2.1', '/blog']]);
    } finally {
      record.mockRestore();
    }
  });
});
