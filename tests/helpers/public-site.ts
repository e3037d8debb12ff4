import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import { catalog } from '~/i18n/catalog';
import type { Lang } from '~/i18n/lang';
import { PAGE_IDS, PAGES, type PageId } from '~/i18n/routes';

/** Every public path of the twin table, in both languages. */
export const PUBLIC_PATHS: Array<{ id: PageId; lang: Lang; path: string; twin: string }> = PAGE_IDS.flatMap((id) => [
  { id, lang: 'tr' as const, path: PAGES[id].tr, twin: PAGES[id].en },
  { id, lang: 'en' as const, path: PAGES[id].en, twin: PAGES[id].tr },
]);

type Tree = Record<string, unknown>;
function at(tree: unknown, keys: string[]): string | undefined {
  let node: unknown = tree;
  for (const k of keys) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Tree)[k];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Where each page's h1 text lives in the catalogue (sections of the public website, content and forms work). */
const H1_KEYS: Record<PageId, string[]> = {
  home: ['home', 'hero', 'title'],
  about: ['about', 'hero', 'title'],
  services: ['services', 'hero', 'title'],
  projects: ['projects', 'hero', 'title'],
  blog: ['blog', 'hero', 'title'],
  contact: ['forms', 'contact', 'title'],
  investors: ['corporate', 'investors', 'title'],
  partners: ['corporate', 'partners', 'title'],
  support: ['support', 'hero', 'title'],
  faq: ['faq', 'hero', 'title'],
  documentation: ['docs', 'hero', 'title'],
  privacy: ['legal', 'privacy', 'title'],
  terms: ['legal', 'terms', 'title'],
};

/** The page's heading as the catalogue has it (the home page's h1 is title + subtitle), or undefined. */
export function expectedHeading(id: PageId, lang: Lang): string | undefined {
  const title = at(catalog[lang], H1_KEYS[id]);
  if (id === 'home') return `${title} ${at(catalog[lang], ['home', 'hero', 'subtitle'])}`;
  return title;
}

export const normalise = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Letters that only Turkish uses; an English page must not show them outside the proper names listed here. */
export const TURKISH_ONLY = /[çğıöşüİÇĞÖŞÜ]/;
export const PROPER_NAME_ALLOWLIST: string[] = [];

/** The words of an English page's visible text that contain Turkish-only letters (allowlisted names removed). */
export function turkishWords(text: string): string[] {
  let t = text;
  for (const name of PROPER_NAME_ALLOWLIST) t = t.split(name).join(' ');
  return [...new Set(t.split(/\s+/).filter((w) => TURKISH_ONLY.test(w)))];
}

/** The server's SQLite database (the e2e server runs on SQLite in its DATA_DIR). */
export function openSiteDb(dataDir: string) {
  return new Database(path.join(dataDir, 'site.db'));
}

export interface SamplePost {
  slug: string;
  titleTr: string;
  titleEn: string;
  published: boolean;
  publishDate: string | null;
  category?: string;
  tags?: string[];
  oldSlugs?: string[];
}

/** Inserts blog posts straight into the server's database (before their pages are first requested). */
export function insertPosts(dataDir: string, posts: SamplePost[]) {
  const db = openSiteDb(dataDir);
  try {
    const now = new Date().toISOString();
    for (const p of posts) {
      const id = randomUUID();
      db.prepare(
        `insert into blog_posts (id, slug, title_tr, title_en, excerpt_tr, excerpt_en, content_tr, content_en, image_url, image_alt_tr, image_alt_en,
           category, tags, is_published, is_featured, author, publish_date, created_at, updated_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, null, null, null, ?, ?, ?, 0, 'FunTech', ?, ?, ?)`,
      ).run(
        id,
        p.slug,
        p.titleTr,
        p.titleEn,
        `${p.titleTr} özeti`,
        `Summary of ${p.titleEn}`,
        `## Giriş\n\n${p.titleTr} hakkında **kalın** bir yazı.\n\n- bir\n- iki`,
        `## Introduction\n\nA post about ${p.titleEn} in **bold**.\n\n- one\n- two`,
        p.category ?? 'technology',
        JSON.stringify(p.tags ?? []),
        p.published ? 1 : 0,
        p.publishDate,
        now,
        now,
      );
      for (const old of p.oldSlugs ?? []) {
        db.prepare('insert into blog_slug_redirects (old_slug, post_id, created_at) values (?, ?, ?)').run(old, id, now);
      }
    }
  } finally {
    db.close();
  }
}

/** Inserts a static page from the admin (table `pages`). */
export function insertStaticPage(dataDir: string, p: { slug: string; language: Lang; published: boolean }) {
  const db = openSiteDb(dataDir);
  try {
    const now = new Date().toISOString();
    db.prepare(
      `insert into pages (id, title, slug, content, meta_description, status, language, created_at, updated_at) values (?, ?, ?, ?, null, ?, ?, ?, ?)`,
    ).run(randomUUID(), p.slug, p.slug, 'content', p.published ? 'published' : 'draft', p.language, now, now);
  } finally {
    db.close();
  }
}
