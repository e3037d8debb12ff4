import { describe, expect, it } from 'vitest';
import { KEY_RE, RENDITION_KEY_RE } from '~/domain/media/storage.server';

/**
 * /uploads/<key> draws a missing rendition on request: only the generated spelling of the five
 * rendition names of a stored upload may reach the drawing; every other spelling is a 404.
 */
describe('rendition keys', () => {
  it('takes the generated form of each rendition name', () => {
    for (const name of ['og.jpg', 'logo-96.png', 'icon-32.png', 'icon-180.png', 'icon-192.png']) {
      const key = `renditions/1767225600000-abcdefabcdef-${name}`;
      expect(RENDITION_KEY_RE.test(key), key).toBe(true);
      expect(KEY_RE.test(key), key).toBe(true);
    }
  });

  it('refuses other spellings and hostile values', () => {
    for (const key of [
      'renditions/../1767225600000-abcdefabcdef-og.jpg',
      'renditions/1767225600000-abcdefabcdef-../../secret.key',
      'renditions//1767225600000-abcdefabcdef-og.jpg',
      'renditions/1767225600000-abcdefabcdef-og.jpg/',
      'renditions/1767225600000-abcdefabcdef-OG.JPG',
      'Renditions/1767225600000-abcdefabcdef-og.jpg',
      'renditions/1767225600000-abcdefabcdef-og%2ejpg',
      'renditions%2f1767225600000-abcdefabcdef-og.jpg',
      'renditions/1767225600000-abcdefabcdef-og.jpg.data',
      'renditions/1767225600000-abcdefabcdef-icon-64.png',
      'renditions/1767225600000-ABCDEF-og.jpg',
      'renditions/1767225600000-abcdefabcdef-og.jpg\n',
    ])
      expect(RENDITION_KEY_RE.test(key), JSON.stringify(key)).toBe(false);
  });
});
