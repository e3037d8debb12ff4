import { describe, expect, it } from 'vitest';
import { requestIdFrom } from '~/server/http/request-id.server';

describe('requestIdFrom', () => {
  it("keeps a proxy's plain token", () => {
    expect(requestIdFrom('proxy-id-42')).toBe('proxy-id-42');
    expect(requestIdFrom('0c8f2b1e9a7d4f10a3b2c4d5e6f70812')).toBe('0c8f2b1e9a7d4f10a3b2c4d5e6f70812');
  });

  it('replaces a missing, repeated, overlong or odd id with a new UUID', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    for (const bad of [undefined, '', ['a', 'b'], 'x'.repeat(65), 'a b', '<script>', 'id"}', 'ş']) {
      expect(requestIdFrom(bad)).toMatch(uuid);
    }
  });
});
