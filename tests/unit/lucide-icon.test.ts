import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ArrowRight from 'lucide-react/icons/arrow-right';
import createLucideIcon from '~/render/lucide-icon';

// The icon data of lucide-react's arrow-right, as its module defines it.
const data = {
  name: 'arrow-right',
  size: 24,
  node: [
    ['path', { d: 'M5 12h14', key: '1ays0h' }],
    ['path', { d: 'm12 5 7 7-7 7', key: 'xquz4c' }],
  ] as [string, Record<string, string>][],
};
const Ours = createLucideIcon(data);

describe('static lucide icons (app/render/vite/lucide-static-icons.ts)', () => {
  it('render the markup lucide-react renders', () => {
    for (const props of [
      {},
      { className: 'size-5 lucide' },
      { className: ' size-5  shrink-0 ' },
      { 'aria-label': 'Next' },
      { 'aria-hidden': true },
      { role: 'img' },
      { size: 16, strokeWidth: 3 },
      { size: 16, absoluteStrokeWidth: true },
      { color: 'red' },
      { nonScalingStroke: true },
      { id: 'x', 'data-x': '1' },
    ]) {
      expect(renderToStaticMarkup(createElement(Ours, props))).toBe(renderToStaticMarkup(createElement(ArrowRight, props)));
    }
  });
  it('escape attribute values', () => {
    const Odd = createLucideIcon({ name: 'odd', node: [['path', { d: 'a"<&b' }]] });
    expect(renderToStaticMarkup(createElement(Odd))).toContain('<path d="a&quot;&lt;&amp;b"></path>');
  });
});
