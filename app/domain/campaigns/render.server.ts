import { randomUUID } from 'node:crypto';
import { catalog } from '~/i18n/catalog';
import { fmt } from '~/i18n/define';
import type { Lang } from '~/i18n/lang';
import { mailtoHref } from '~/lib/email';
import { markdownToText, renderMarkdown } from '~/lib/markdown.server';
import { renditionUrl } from '~/lib/images';
import type { CampaignLinks } from './links.server';

/**
 * The campaign e-mail: a clean, responsive HTML layout (600 px table, inline
 * styles, fluid below 620 px) with the company name, the Markdown content
 * rendered safely, and a footer with the unsubscribe link; plus the plain-text
 * part. Rendered once per campaign and language; only the unsubscribe link
 * differs per recipient (`personalise`).
 */

export interface EmailTemplate {
  subject: string;
  html: string;
  text: string;
  placeholder: string;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Site paths (`/…`, not `//host`) in links and images, made absolute by `site` (the path stays HTML-escaped). */
function absolutePaths(html: string, site: (path: string) => string): string {
  return html.replace(/(\s(?:href|src)=")(\/(?!\/)[^"]*)"/g, (_m, attr: string, path: string) => `${attr}${site(path)}"`);
}

const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

export function renderCampaignTemplate(opts: {
  lang: Lang;
  subject: string;
  content: string;
  companyName: string;
  /** The company's logo (Ayarlar → Marka: an upload URL, '' for none): its PNG, which mail clients show. */
  logo?: string;
  /** The home page and site paths, from campaignLinks (links.server.ts): the site's known address. */
  links: Pick<CampaignLinks, 'home' | 'site'>;
  test?: boolean;
  /** The e-mail's own texts with the staff's changes (Metinler: getSiteCatalog); the catalogue's by default. */
  texts?: (typeof catalog)['tr']['unsubscribe']['email'];
}): EmailTemplate {
  const m = opts.texts ?? catalog[opts.lang].unsubscribe.email;
  const placeholder = `__unsubscribe_${randomUUID()}__`;
  const subject = (opts.test ? m.testPrefix : '') + opts.subject.trim();
  const company = escapeHtml(opts.companyName);
  const home = escapeHtml(opts.links.home);
  const logoPng = renditionUrl(opts.logo, 'logo-96.png');
  // With a logo: a white band (the logo is the light background one), the logo at 48 px high, the name as its alt text.
  const header = logoPng
    ? `<tr><td class="px" style="background:#ffffff;padding:20px 32px;border-bottom:1px solid #e2e8f0"><a href="${home}" style="text-decoration:none"><img src="${escapeHtml(opts.links.site(logoPng))}" alt="${company}" height="48" style="display:block;height:48px;width:auto;max-width:240px;border:0;color:#0b1224;font:700 20px/1.3 ${FONT}"></a></td></tr>`
    : `<tr><td class="px" style="background:#0b1224;padding:20px 32px"><a href="${home}" style="color:#ffffff;text-decoration:none;font:700 20px/1.3 ${FONT}">${company}</a></td></tr>`;
  const body = absolutePaths(renderMarkdown(opts.content), opts.links.site);
  const plain = markdownToText(opts.content);
  const preheader = escapeHtml(plain.replace(/\s+/g, ' ').slice(0, 140));
  const testNotice = opts.test
    ? `<tr><td style="background:#fef3c7;color:#78350f;padding:10px 32px;font:600 13px/1.4 ${FONT}">${escapeHtml(m.testNotice)}</td></tr>`
    : '';

  const html = `<!doctype html>
<html lang="${opts.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(subject)}</title>
<style>
body{margin:0;padding:0;background:#f1f5f9;-webkit-text-size-adjust:100%}
.content h1,.content h2,.content h3{color:#0b1224;line-height:1.3;margin:24px 0 12px}
.content h1{font-size:24px}.content h2{font-size:20px}.content h3{font-size:17px}
.content p,.content ul,.content ol,.content blockquote{margin:0 0 16px}
.content a{color:#1d3fd8}
.content img{max-width:100%;height:auto;border:0}
.content blockquote{border-left:3px solid #cbd5e1;padding-left:12px;color:#475569}
.content code{background:#f1f5f9;border-radius:4px;padding:1px 4px;font-size:14px}
.content pre{background:#f1f5f9;border-radius:8px;padding:12px;overflow:auto}
@media (max-width:620px){.container{width:100%!important}.px{padding-left:20px!important;padding-right:20px!important}}
</style>
</head>
<body style="margin:0;padding:0;background:#f1f5f9">
<div style="display:none;max-height:0;overflow:hidden;opacity:0">${preheader}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f1f5f9">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" class="container" width="600" cellpadding="0" cellspacing="0" border="0" style="width:600px;max-width:600px;background:#ffffff;border-radius:12px;overflow:hidden;border:1px solid #e2e8f0">
${header}
${testNotice}
<tr><td class="content px" style="padding:32px;font:16px/1.6 ${FONT};color:#0f172a">
${body}
</td></tr>
<tr><td class="px" style="padding:20px 32px;border-top:1px solid #e2e8f0;background:#f8fafc;font:13px/1.6 ${FONT};color:#475569">
<p style="margin:0 0 8px">${escapeHtml(fmt(m.footer, { company: opts.companyName }))}</p>
<p style="margin:0"><a href="${placeholder}" style="color:#1d3fd8">${escapeHtml(m.unsubscribe)}</a> &middot; <a href="${home}" style="color:#1d3fd8">${escapeHtml(m.visit)}</a></p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;

  const text = [
    opts.companyName,
    '',
    ...(opts.test ? [m.testNotice, ''] : []),
    plain,
    '',
    '-- ',
    fmt(m.footer, { company: opts.companyName }),
    fmt(m.unsubscribeText, { url: placeholder }),
    '',
  ].join('\n');

  return { subject, html, text, placeholder };
}

/** The e-mail for one recipient: the template with their unsubscribe link. */
export function personalise(t: EmailTemplate, unsubscribe: string): RenderedEmail {
  return {
    subject: t.subject,
    html: t.html.split(t.placeholder).join(escapeHtml(unsubscribe)),
    text: t.text.split(t.placeholder).join(unsubscribe),
  };
}

/** RFC 2369 / RFC 8058 headers: one-click unsubscribe by POST to the https link, or a mail. */
export function unsubscribeHeaders(unsubscribe: string, mailbox: string | undefined): Record<string, string> {
  const targets = [`<${unsubscribe}>`];
  // Only a plain address, percent-encoded: a stored mailbox cannot add recipients or parameters.
  const mailto = mailtoHref(mailbox, { subject: 'unsubscribe' });
  if (mailto) targets.push(`<${mailto}>`);
  return {
    'List-Unsubscribe': targets.join(', '),
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
