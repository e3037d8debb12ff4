import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { publicChunks } from '../../vite.chunks.ts';

// A module graph as Rolldown's chunking context gives it: importers and transformed code per module id.
type Graph = Record<string, { importers: string[]; code?: string }>;
const context = (graph: Graph) =>
  ({
    getModuleInfo: (id: string) => (graph[id] ? { importers: graph[id].importers, code: graph[id].code ?? '' } : null),
  }) as unknown as Rolldown.ChunkingContext;

const R = '/p/app/routes/public/';
const sized = (n: number) => 'x'.repeat(n);
const pages = (...names: string[]) => names.map((n) => `${R}${n}.tsx`);

describe('publicChunks (vite.chunks.ts)', () => {
  const graph: Graph = {
    '/p/app/root.tsx': { importers: [] },
    [`${R}layout.tsx`]: { importers: [] },
    ...Object.fromEntries(pages('home', 'projects', 'investors', 'partners', 'about', 'faq').map((p) => [p, { importers: [] }])),
    // The layout's header: every page.
    '/p/app/components/layout/Header.tsx': { importers: [`${R}layout.tsx`], code: sized(4000) },
    // Shared by two pages only: the investors and partners pages' texts.
    '/p/app/i18n/messages/corporate.ts': { importers: pages('investors', 'partners'), code: sized(5000) },
    // Shared by five pages: the page hero.
    '/p/app/components/sections/PageHero.tsx': {
      importers: pages('projects', 'investors', 'partners', 'about', 'faq'),
      code: sized(2000),
    },
    // A tiny icon two pages share.
    '/p/node_modules/lucide-react/dist/esm/icons/star.mjs': { importers: pages('home', 'projects'), code: sized(600) },
    // One page's own module, and a large one two pages share.
    '/p/app/components/sections/KvkkNotice.tsx': { importers: pages('faq'), code: sized(3000) },
    '/p/app/i18n/messages/legal.ts': { importers: pages('about', 'faq'), code: sized(30_000) },
  };
  const chunkOf = (id: string) => publicChunks()(id, context(graph));

  it('puts what every page or many pages need in the shared "public" chunk', () => {
    expect(chunkOf('/p/app/components/layout/Header.tsx')).toBe('public');
    expect(chunkOf('/p/app/components/sections/PageHero.tsx')).toBe('public');
    expect(chunkOf('/p/node_modules/lucide-react/dist/esm/icons/star.mjs')).toBe('public');
  });

  it('keeps what only a few pages share out of it, in one chunk for those pages', () => {
    expect(chunkOf('/p/app/i18n/messages/corporate.ts')).toBe('shared-investors-partners');
  });

  it("leaves a page's own and large modules to Rollup's split", () => {
    expect(chunkOf('/p/app/components/sections/KvkkNotice.tsx')).toBeUndefined();
    expect(chunkOf('/p/app/i18n/messages/legal.ts')).toBeUndefined();
  });
});
