import { describe, expect, it } from 'vitest';
import { catalog } from '~/i18n/catalog';

type Tree = { [k: string]: Tree | string | readonly unknown[] };

function leaves(node: unknown, prefix = ''): Array<[string, unknown]> {
  if (typeof node === 'string') return [[prefix, node]];
  if (Array.isArray(node)) return node.flatMap((v, i) => leaves(v, `${prefix}[${i}]`));
  if (node && typeof node === 'object') return Object.entries(node as Tree).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  return [[prefix, node]];
}

describe('translation catalogue', () => {
  const tr = new Map(leaves(catalog.tr));
  const en = new Map(leaves(catalog.en));

  it('has every key in both languages', () => {
    const missingInEn = [...tr.keys()].filter((k) => !en.has(k));
    const missingInTr = [...en.keys()].filter((k) => !tr.has(k));
    expect({ missingInEn, missingInTr }).toEqual({ missingInEn: [], missingInTr: [] });
  });

  it('has no empty texts', () => {
    const empty = [...tr, ...en].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
    expect(empty).toEqual([]);
  });
});
