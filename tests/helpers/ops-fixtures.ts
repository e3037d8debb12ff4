import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '~/server/db/schema';

/**
 * Known rows in every backed-up table, with the awkward values a backup must
 * carry: booleans both ways, NULLs, JSON lists and objects, Turkish letters,
 * quotes and newlines, millisecond timestamps.
 */
export async function fillEveryTable(k: Kysely<Database>, opts: { subscribers?: number } = {}) {
  const t = (iso: string) => new Date(iso).toISOString();
  const projectId = randomUUID();
  const postId = randomUUID();
  const campaignId = randomUUID();
  await k
    .insertInto('settings')
    .values([
      { key: 'site_title', value: JSON.stringify('Şirket "A"'), updated_at: t('2026-01-02T03:04:05.678Z') },
      {
        key: 'social_links',
        value: JSON.stringify({ linkedin: 'https://l.example', twitter: '', instagram: '', github: '', youtube: '' }),
        updated_at: t('2026-01-02T03:04:05.679Z'),
      },
      { key: 'maintenance_mode', value: JSON.stringify(false), updated_at: t('2026-01-02T03:04:05.680Z') },
    ])
    .execute();
  await k
    .insertInto('projects')
    .values({
      id: projectId,
      title_tr: 'Proje Ğ',
      title_en: 'Project G',
      description_tr: 'Açıklama\nikinci satır',
      description_en: 'Description',
      short_description_tr: null,
      short_description_en: 'Short',
      category: 'ai',
      status: 'active',
      icon: 'Bot',
      is_active: true,
      is_featured: false,
      features_tr: JSON.stringify(['Özellik 1', 'Özellik "2"']),
      features_en: JSON.stringify(['Feature 1', 'Feature 2']),
      tech_stack: JSON.stringify([]),
      technologies: JSON.stringify(['React', 'Node.js']),
      image_url: null,
      image_alt_tr: null,
      image_alt_en: null,
      demo_url: 'https://demo.example',
      github_url: null,
      project_url: null,
      users_text: '1.000+',
      rating: 4.5,
      release_date: '2025-03-01',
      version: '1.2.3',
      priority: 42,
      created_at: t('2026-02-01T10:00:00.001Z'),
      updated_at: t('2026-02-02T10:00:00.002Z'),
    })
    .execute();
  await k
    .insertInto('blog_posts')
    .values({
      id: postId,
      slug: 'yazi-1',
      title_tr: 'Yazı',
      title_en: 'Post',
      excerpt_tr: null,
      excerpt_en: null,
      content_tr: '# Başlık\n\nMetin',
      content_en: 'Text',
      image_url: null,
      image_alt_tr: null,
      image_alt_en: null,
      category: 'technology',
      tags: JSON.stringify(['a', 'ç']),
      is_published: false,
      is_featured: true,
      author: 'Yazar',
      publish_date: null,
      created_at: t('2026-02-03T00:00:00.000Z'),
      updated_at: t('2026-02-03T00:00:00.000Z'),
    })
    .execute();
  await k
    .insertInto('blog_slug_redirects')
    .values({ old_slug: 'eski-yazi', post_id: postId, created_at: t('2026-02-04T00:00:00.000Z') })
    .execute();
  // Comments (008): an approved one with a reply and a visitor waiting for it, a pending one, a spam one.
  await k
    .insertInto('blog_comments')
    .values([
      {
        id: randomUUID(),
        post_id: postId,
        name: 'Okur "1"',
        email: 'okur@example.com',
        notify_reply: true,
        author_key: 'a1B2-c3_d4',
        body: 'Güzel yazı <b>teşekkürler</b>\nikinci satır',
        language: 'tr',
        status: 'approved',
        reply: 'Teşekkür ederiz.',
        replied_at: t('2026-02-05T00:00:00.000Z'),
        created_at: t('2026-02-04T12:00:00.000Z'),
      },
      {
        id: randomUUID(),
        post_id: postId,
        name: 'Reader',
        email: null,
        notify_reply: false,
        author_key: null,
        body: 'Waiting',
        language: 'en',
        status: 'pending',
        reply: null,
        replied_at: null,
        created_at: t('2026-02-04T13:00:00.000Z'),
      },
      {
        id: randomUUID(),
        post_id: postId,
        name: 'Spam',
        email: null,
        notify_reply: false,
        author_key: null,
        body: 'http://spam.example',
        language: 'tr',
        status: 'spam',
        reply: null,
        replied_at: null,
        created_at: t('2026-02-04T14:00:00.000Z'),
      },
    ])
    .execute();
  // One page in two languages (a translation group), in the header and the footer, and the careers page.
  const pageId = randomUUID();
  await k
    .insertInto('pages')
    .values([
      {
        id: pageId,
        title: 'Hakkında',
        slug: 'hakkinda',
        content: 'İçerik',
        meta_description: null,
        status: 'published',
        language: 'tr',
        group_id: pageId,
        in_header: true,
        in_footer: true,
        is_careers: false,
        created_at: t('2026-02-05T00:00:00.000Z'),
        updated_at: t('2026-02-05T00:00:00.000Z'),
      },
      {
        id: randomUUID(),
        title: 'About',
        slug: 'about',
        content: 'Content',
        meta_description: 'About us',
        status: 'published',
        language: 'en',
        group_id: pageId,
        in_header: true,
        in_footer: true,
        is_careers: false,
        created_at: t('2026-02-05T00:00:00.000Z'),
        updated_at: t('2026-02-05T00:00:01.000Z'),
      },
      {
        id: randomUUID(),
        title: 'Kariyer',
        slug: 'kariyer',
        content: 'Açık pozisyonlar',
        meta_description: null,
        status: 'draft',
        language: 'tr',
        group_id: null,
        in_header: false,
        in_footer: false,
        is_careers: true,
        created_at: t('2026-02-05T00:00:00.000Z'),
        updated_at: t('2026-02-05T00:00:00.000Z'),
      },
    ])
    .execute();
  await k
    .insertInto('consultation_requests')
    .values({
      id: randomUUID(),
      name: 'Ayşe',
      surname: 'Yılmaz',
      email: 'ayse@example.com',
      phone: '+90 532 000 00 00',
      service_description: 'Bir web sitesi istiyoruz, en az yirmi karakter.',
      language: 'tr',
      created_at: t('2026-02-06T12:34:56.789Z'),
    })
    .execute();
  await k
    .insertInto('support_tickets')
    .values({
      id: randomUUID(),
      name: 'John Smith',
      email: 'john@example.com',
      subject: 'Question',
      message: 'Phone: +90 532 000 00 00\n\nHello, "world"',
      status: 'answered',
      language: 'en',
      created_at: t('2026-02-07T00:00:00.000Z'),
      updated_at: t('2026-02-08T00:00:00.000Z'),
    })
    .execute();
  const n = opts.subscribers ?? 3;
  const subscribers = Array.from({ length: n }, (_, i) => {
    const ts = new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
    return {
      id: randomUUID(),
      email: `sub${i}@example.com`,
      is_active: i % 2 === 0,
      language: i % 3 === 0 ? 'en' : 'tr',
      source_page: i === 0 ? null : '/',
      consent_at: ts,
      created_at: ts,
      updated_at: ts,
    };
  });
  for (let i = 0; i < subscribers.length; i += 500) {
    await k
      .insertInto('newsletter_subscribers')
      .values(subscribers.slice(i, i + 500))
      .execute();
  }
  await k
    .insertInto('campaigns')
    .values({
      id: campaignId,
      subject_tr: 'Konu',
      subject_en: 'Subject',
      content_tr: 'İçerik',
      content_en: 'Content',
      status: 'completed',
      is_test: false,
      test_email: null,
      recipient_count: 1,
      sent_count: 1,
      failed_count: 0,
      created_at: t('2026-02-09T00:00:00.000Z'),
      started_at: t('2026-02-09T00:00:01.000Z'),
      finished_at: null,
      base_url: 'https://www.example.com',
      send_to_all: false,
      skipped_count: 2,
    })
    .execute();
  await k
    .insertInto('campaign_deliveries')
    .values({
      id: randomUUID(),
      campaign_id: campaignId,
      subscriber_id: subscribers[0]?.id ?? null,
      email: 'sub0@example.com',
      language: 'en',
      status: 'sent',
      attempts: 1,
      next_attempt_at: t('2026-02-09T00:00:00.000Z'),
      claimed_by: null,
      claimed_at: null,
      last_error: null,
      sent_at: t('2026-02-09T00:00:02.000Z'),
    })
    .execute();
  await k
    .insertInto('media')
    .values({
      id: randomUUID(),
      base_key: 'project-images/1-abc',
      width: 800,
      height: 600,
      variants: JSON.stringify([{ width: 400, key: 'project-images/1-abc-400.webp', url: '/uploads/project-images/1-abc-400.webp' }]),
      created_at: t('2026-02-10T00:00:00.000Z'),
    })
    .execute();
}
