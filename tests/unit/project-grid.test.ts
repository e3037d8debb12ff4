import { describe, expect, it } from 'vitest';
import { gridSpans } from '~/components/projects/grid';

/** Wide screens: a 6-track grid; how many tracks each row of cards fills. */
function wideRows(n: number): number[] {
  const rows: number[] = [];
  let row = 0;
  for (const c of gridSpans(n)) {
    const span = Number(/lg:col-span-(\d)/.exec(c)?.[1]);
    row += span;
    if (row >= 6) {
      rows.push(row);
      row = 0;
    }
  }
  if (row) rows.push(row);
  return rows;
}

/** Tablets: two columns, a card spanning both fills a row. */
function tabletRows(n: number): number[] {
  const rows: number[] = [];
  let row = 0;
  for (const c of gridSpans(n)) {
    row += c.includes('md:col-span-2') ? 2 : 1;
    if (row >= 2) {
      rows.push(row);
      row = 0;
    }
  }
  if (row) rows.push(row);
  return rows;
}

describe('project grid', () => {
  it('fills every row on wide screens for 2 to 12 cards (4 cards: 2 x 2, 5: 3 + 2, 7: 3 + 2 + 2)', () => {
    for (let n = 2; n <= 12; n++)
      expect(
        wideRows(n).every((r) => r === 6),
        `n=${n}`,
      ).toBe(true);
    expect(gridSpans(4)).toEqual(['lg:col-span-3', 'lg:col-span-3', 'lg:col-span-3', 'lg:col-span-3']);
    expect(gridSpans(5).map((c) => c.replace('md:col-span-2 ', ''))).toEqual([
      'lg:col-span-2',
      'lg:col-span-2',
      'lg:col-span-2',
      'lg:col-span-3',
      'lg:col-span-3',
    ]);
    expect(gridSpans(6).every((c) => c === 'lg:col-span-2')).toBe(true);
  });

  it('fills every row on tablets: an odd last card takes the whole row', () => {
    for (let n = 1; n <= 12; n++)
      expect(
        tabletRows(n).every((r) => r === 2),
        `n=${n}`,
      ).toBe(true);
  });

  it('shows a single card alone in the middle', () => {
    expect(gridSpans(1)).toEqual(['md:col-span-2 lg:col-span-2 lg:col-start-3']);
    expect(gridSpans(0)).toEqual([]);
  });
});
