import { describe, expect, it } from 'vitest';
import { readRenderSwitches, SWITCH_ENV } from '~/render/switches';

describe('rendering switches (app/render/switches.ts)', () => {
  it('turns every trick on by default and off with STOCK_RENDER=1', () => {
    expect(Object.values(readRenderSwitches({})).every(Boolean)).toBe(true);
    expect(Object.values(readRenderSwitches({ STOCK_RENDER: '1' })).some(Boolean)).toBe(false);
    expect(Object.keys(readRenderSwitches({})).sort()).toEqual(Object.keys(SWITCH_ENV).sort());
  });

  it('lets each switch override its base', () => {
    expect(readRenderSwitches({ RENDER_WHOLE_PAGE: '0' })).toMatchObject({ wholePage: false, deferHydration: true });
    expect(readRenderSwitches({ STOCK_RENDER: '1', RENDER_WHOLE_PAGE: '1' })).toMatchObject({ wholePage: true, preact: false });
  });

  it('refuses what cannot work: Preact without the early start, the patches without the production files, bad values', () => {
    expect(() => readRenderSwitches({ RENDER_EARLY_ROUTER_START: '0' })).toThrow(/RENDER_EARLY_ROUTER_START/);
    expect(() => readRenderSwitches({ RENDER_ROUTER_PRODUCTION: '0' })).toThrow(/RENDER_ROUTER_PRODUCTION/);
    expect(() => readRenderSwitches({ RENDER_PREACT: 'yes' })).toThrow(/0 or 1/);
  });
});
