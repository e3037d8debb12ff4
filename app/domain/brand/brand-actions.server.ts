import { catalog } from '~/i18n/catalog';
import type { ActionResult } from '~/lib/action-result';
import { RENDITION_NAMES, type RenditionName } from '~/lib/images';
import { done, runAdminAction } from '../admin-action.server';
import { baseSummary, withFields } from '../audit/summary';
import type { AdminSession } from '../auth/sessions.server';
import { InvalidImageError } from '../media/image-encode.server';
import { SVG_REFUSED, type BrandKind } from '../media/brand-draw.server';
import { drawRenditions, saveBrandPicture } from '../media/renditions.server';
import { BRAND_PICTURES, type BrandPicture, type BrandSettings } from '../settings/schema';
import { getSettings, saveSettings } from '../settings/settings.server';

/**
 * Ayarlar → Marka's actions (owners: the route is not open to editors): `upload` a picture
 * (logo, dark logo, favicon, default share image), `remove` one, `show_name` on or off. An
 * upload is made into its picture in the image process (SVG rasterized there, never kept) and
 * stored like any upload (a `media` row and a WebP file: in backups); its renditions are drawn
 * at once. The settings row `brand` names the pictures.
 */

const KIND: Record<BrandPicture, BrandKind> = { logo: 'logo', logo_dark: 'logo', favicon: 'favicon', share_image: 'share' };
/** The renditions each picture is used through (the rest are drawn on first request, if ever). */
const RENDITIONS_OF: Record<BrandPicture, RenditionName[]> = {
  logo: ['logo-96.png'],
  logo_dark: [],
  favicon: ['icon-32.png', 'icon-180.png', 'icon-192.png'],
  share_image: ['og.jpg'],
};

/** What the upload's body held: the file, or why there is none. */
export type BrandUpload = { kind: 'file'; data: Buffer } | { kind: 'too_large' } | { kind: 'no_file' } | { kind: 'bad_request' };

type Session = Pick<AdminSession, 'id'> & Partial<Pick<AdminSession, 'accountId' | 'name' | 'email'>>;

const isPicture = (v: unknown): v is BrandPicture => typeof v === 'string' && (BRAND_PICTURES as readonly string[]).includes(v);

export async function runBrandIntent(form: FormData, session: Session, upload?: BrandUpload): Promise<ActionResult> {
  const t = catalog.tr;
  const m = t.adminBrand.toasts;
  const ok = (description: string): ActionResult => ({ ok: true, at: Date.now(), toast: { title: t.adminOps.successTitle, description } });
  const fail = (description: string): ActionResult => ({
    ok: false,
    at: Date.now(),
    toast: { title: t.adminOps.errorTitle, description, variant: 'error' },
  });
  const save = async (patch: Partial<BrandSettings>) => saveSettings({ brand: { ...(await getSettings()).brand, ...patch } });
  const audit = (field: string) => ({
    action: 'update' as const,
    entity: 'settings' as const,
    summary: withFields(baseSummary('update', 'settings'), [`brand_${field}`]),
  });

  return runAdminAction<ActionResult>({
    session,
    form,
    unknown: () => fail(m.failed),
    failure: {
      log: 'brand picture could not be saved',
      level: 'error',
      result: () => fail(m.failed),
      known: (err) => (err instanceof InvalidImageError ? fail(err.message.includes(SVG_REFUSED) ? m.svgRefused : m.invalid) : undefined),
    },
    intents: {
      upload: async ({ form }) => {
        const picture = form.get('picture');
        if (!isPicture(picture) || !upload) return done(fail(m.failed));
        if (upload.kind === 'too_large') return done(fail(m.tooLarge));
        if (upload.kind !== 'file' || upload.data.length === 0) return done(fail(m.noFile));
        const saved = await saveBrandPicture(upload.data, KIND[picture]);
        const base = /project-images\/\d+-[a-f0-9]+/.exec(saved.url)![0];
        await drawRenditions(
          base,
          RENDITIONS_OF[picture].filter((n) => RENDITION_NAMES.includes(n)),
        );
        await save({ [picture]: saved.url });
        return done(ok(m.uploaded), [{ action: 'upload', entity: 'media', entityId: saved.id }, audit(picture)]);
      },
      remove: async ({ form }) => {
        const picture = form.get('picture');
        if (!isPicture(picture)) return done(fail(m.failed));
        await save({ [picture]: '' });
        return done(ok(m.removed), audit(picture));
      },
      show_name: async ({ form }) => {
        await save({ show_name: form.get('show_name') === 'on' });
        return done(ok(m.saved), audit('show_name'));
      },
    },
  });
}
