import { describe, expect, it } from 'vitest';
import { audienceSize, campaignFormValues, campaignSchema } from '~/domain/campaigns/schema';
import { fieldErrors } from '~/lib/zod-errors';
import { personalise, renderCampaignTemplate, unsubscribeHeaders } from '~/domain/campaigns/render.server';
import { campaignLinks } from '~/domain/campaigns/links.server';
import { catalog } from '~/i18n/catalog';

const blank = { subject_tr: '', content_tr: '', subject_en: '', content_en: '', test_email: '', send_to_all: true };

function errorsOf(values: Partial<typeof blank>) {
  const r = campaignSchema().safeParse({ ...blank, ...values });
  return r.success ? {} : fieldErrors(r.error, { root: 'form' });
}

describe('campaign form schema', () => {
  it('needs one complete language', () => {
    expect(errorsOf({})).toEqual({
      subject_tr: 'Konu zorunludur.',
      content_tr: 'İçerik zorunludur.',
      form: 'En az bir dilde konu ve içerik giriniz.',
    });
    expect(errorsOf({ subject_tr: 'Konu', content_tr: 'İçerik' })).toEqual({});
    expect(errorsOf({ subject_en: 'Subject', content_en: 'Body' })).toEqual({});
    expect(campaignSchema().parse({ ...blank, subject_en: ' S ', content_en: 'B' }).languages).toEqual(['en']);
    expect(campaignSchema().parse({ ...blank, subject_tr: 'K', content_tr: 'I', subject_en: 'S', content_en: 'B' }).languages).toEqual([
      'tr',
      'en',
    ]);
  });

  it('requires the subject and the content in every language that is used', () => {
    expect(errorsOf({ subject_tr: 'Konu', content_tr: 'İçerik', subject_en: 'Only a subject' })).toEqual({
      content_en: 'İçerik zorunludur.',
    });
    expect(errorsOf({ content_tr: 'Sadece içerik' })).toEqual({ subject_tr: 'Konu zorunludur.' });
    // Whitespace is nothing.
    expect(errorsOf({ subject_tr: '   ', content_tr: 'İçerik' })).toEqual({ subject_tr: 'Konu zorunludur.' });
  });

  it('accepts an empty test address, refuses one that is not an e-mail, and lowercases it', () => {
    expect(errorsOf({ subject_tr: 'K', content_tr: 'I', test_email: 'not an email' })).toEqual({
      test_email: 'Geçerli bir e-posta adresi giriniz.',
    });
    expect(errorsOf({ subject_tr: 'K', content_tr: 'I', test_email: 'a@b' })).toEqual({
      test_email: 'Geçerli bir e-posta adresi giriniz.',
    });
    expect(campaignSchema().parse({ ...blank, subject_tr: 'K', content_tr: 'I', test_email: ' Editor@Example.COM ' }).test_email).toBe(
      'editor@example.com',
    );
  });

  it('speaks English with the English catalogue', () => {
    const r = campaignSchema(catalog.en.adminCampaigns.errors).safeParse(blank);
    expect(r.success).toBe(false);
    expect(fieldErrors(r.error!, { root: 'form' }).subject_tr).toBe('The subject is required.');
  });

  it('reads the posted form (checkbox on/true)', () => {
    const f = new FormData();
    f.set('subject_tr', 'K');
    f.set('send_to_all', 'on');
    expect(campaignFormValues(f)).toMatchObject({ subject_tr: 'K', content_en: '', send_to_all: true });
    f.set('send_to_all', 'false');
    expect(campaignFormValues(f).send_to_all).toBe(false);
  });

  it('counts the audience: everyone, or the campaign language only without sendToAll', () => {
    const counts = { tr: 30, en: 12 };
    expect(audienceSize(counts, ['tr', 'en'], false)).toBe(42);
    expect(audienceSize(counts, ['en'], true)).toBe(42);
    expect(audienceSize(counts, ['en'], false)).toBe(12);
    expect(audienceSize(counts, ['tr'], false)).toBe(30);
    expect(audienceSize(counts, [], true)).toBe(0);
  });
});

describe('campaign e-mail', () => {
  const base = 'https://www.example.com';
  const links = (lang: 'tr' | 'en') => campaignLinks(lang, (path) => base + path)!;

  it('renders the company name, the Markdown safely, and a footer with the unsubscribe link', () => {
    const t = renderCampaignTemplate({
      lang: 'tr',
      subject: 'Ekim <bülteni>',
      content: '# Başlık\n\n**kalın** <script>alert(1)</script> [link](javascript:alert(1))',
      companyName: 'Fun & Tech',
      links: links('tr'),
    });
    const link = links('tr').unsubscribe('abc.def');
    const mail = personalise(t, link);
    expect(mail.subject).toBe('Ekim <bülteni>');
    expect(mail.html).toContain('<title>Ekim &lt;bülteni&gt;</title>');
    expect(mail.html).toContain('Fun &amp; Tech');
    expect(mail.html).toContain('<h1>Başlık</h1>');
    expect(mail.html).toContain('<strong>kalın</strong>');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('href="javascript:');
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('Abonelikten çık');
    expect(mail.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(mail.html).toContain('@media (max-width:620px)');
    expect(mail.text).toContain('Başlık');
    expect(mail.text).toContain('kalın');
    expect(mail.text).toContain(`Abonelikten çıkmak için: ${link}`);
    expect(mail.text).not.toContain('<strong>');
    expect(mail.html).not.toContain(t.placeholder);
    expect(mail.text).not.toContain(t.placeholder);
  });

  it('English e-mails link to the English page and use English texts', () => {
    const t = renderCampaignTemplate({ lang: 'en', subject: 'News', content: 'Hello', companyName: 'FunTech', links: links('en') });
    const link = links('en').unsubscribe('id.sig');
    expect(link).toBe('https://www.example.com/en-unsubscribe?token=id.sig');
    const mail = personalise(t, link);
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('>Unsubscribe<');
    expect(mail.text).toContain('You received this e-mail because you subscribed to the FunTech newsletter.');
    expect(mail.html).toContain('href="https://www.example.com/en-home"');
  });

  it('site paths in links and images become absolute on the site address; other hosts stay as written', () => {
    const t = renderCampaignTemplate({
      lang: 'tr',
      subject: 'Konu',
      content: '[Blog](/blog?a=1&b=2) ![Görsel](/uploads/a.webp) [Dış](https://other.example/x) [Aynı sayfa](#alt)',
      companyName: 'FunTech',
      links: links('tr'),
    });
    expect(t.html).toContain('href="https://www.example.com/blog?a=1&amp;b=2"');
    expect(t.html).toContain('src="https://www.example.com/uploads/a.webp"');
    expect(t.html).toContain('href="https://other.example/x"');
    expect(t.html).toContain('href="#alt"');
    expect(t.html).not.toMatch(/(?:href|src)="\/(?!\/)/);
  });

  it('marks test sends', () => {
    const t = renderCampaignTemplate({
      lang: 'tr',
      subject: 'Konu',
      content: 'x',
      companyName: 'FunTech',
      links: links('tr'),
      test: true,
    });
    expect(t.subject).toBe('[Test] Konu');
    expect(t.html).toContain('Bu bir test gönderimidir');
  });

  it('has the RFC 2369 / RFC 8058 headers', () => {
    expect(unsubscribeHeaders('https://x.example/abonelik-iptal?token=a.b', 'info@example.com')).toEqual({
      'List-Unsubscribe': '<https://x.example/abonelik-iptal?token=a.b>, <mailto:info@example.com?subject=unsubscribe>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});
