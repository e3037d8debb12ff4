/**
 * Where each card of a grid of `n` cards goes, so that no row ends with a card on its own or an empty slot:
 * on tablets two columns (an odd last card takes the whole row); on wide screens a 6-track grid where cards
 * take a third (three a row), except that the last row is made of two halves instead of a lone third
 * (4 cards: 2 + 2, 5: 3 + 2, 7: 3 + 2 + 2) and a single card is shown alone in the middle.
 * The grid itself: `GRID_CLASS`.
 */
export const GRID_CLASS = 'grid gap-6 md:grid-cols-2 lg:grid-cols-6';

export function gridSpans(n: number): string[] {
  return Array.from({ length: n }, (_, i) => {
    const classes: string[] = [];
    if (n % 2 === 1 && i === n - 1) classes.push('md:col-span-2');
    if (n === 1) classes.push('lg:col-span-2 lg:col-start-3');
    else {
      // How many of the last cards take half a row (3 tracks): 2 when a third row would hold 2, 4 when it would hold 1.
      const halves = n % 3 === 2 ? 2 : n % 3 === 1 ? 4 : 0;
      classes.push(i >= n - halves ? 'lg:col-span-3' : 'lg:col-span-2');
    }
    return classes.join(' ');
  });
}
