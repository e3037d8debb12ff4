import { catalog } from '~/i18n/catalog';
import type { ActionResult } from '~/lib/action-result';
import { RENDITION_NAMES, type RenditionName } from '~/lib/images';
import { done, toast, type ActionSession, type AdminActionSpec } from '../auth/index.server';
import { baseSummary, withFields } from '../audit/index.server';
import { InvalidImageError, SVG_REFUSED, type BrandKind, drawRenditions, saveBrandPicture, readSingleFile } from '../media/index.server';
import { BRAND_PICTURES, type BrandPicture, type BrandSettings, getSettings, saveSettings } from '../settings/index.server';
import { isOneOf } from '~/lib/vocabulary';

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

const isPicture = isOneOf(BRAND_PICTURES);

const t = catalog.tr;
const m = t.adminBrand.toasts;
/** The refusal of a picture the image process could not read (answered outside an intent). */
const refusal = (description: string): ActionResult => toast(false, description);
const save = async (patch: Partial<BrandSettings>) => saveSettings({ brand: { ...(await getSettings()).brand, ...patch } });
const audit = (field: string) => ({
  action: 'update' as const,
  entity: 'settings' as const,
  summary: withFields(baseSummary('update', 'settings'), [`brand_${field}`]),
});

/**
 * Ayarlar → Marka. An upload is a multipart post naming the picture in the address
 * (`?picture=logo`, the body is the file: `body: 'none'`); removing one and the name switch are forms.
 */
export const brandAction: AdminActionSpec<ActionResult, ActionSession> = {
  error: m.failed,
  failure: {
    log: 'brand picture could not be saved',
    level: 'error',
    known: (err) => (err instanceof InvalidImageError ? refusal(err.message.includes(SVG_REFUSED) ? m.svgRefused : m.invalid) : undefined),
  },
  intents: {
    upload: async ({ request, ok, fail }) => {
      const picture = new URL(request!.url).searchParams.get('picture');
      if (!isPicture(picture)) return fail(m.failed);
      const upload = await readSingleFile(request!);
      if (upload.kind === 'too_large') return fail(m.tooLarge);
      if (upload.kind !== 'file' || upload.data.length === 0) return fail(m.noFile);
      const saved = await saveBrandPicture(upload.data, KIND[picture]);
      const base = /project-images\/\d+-[a-f0-9]+/.exec(saved.url)![0];
      await drawRenditions(
        base,
        RENDITIONS_OF[picture].filter((n) => RENDITION_NAMES.includes(n)),
      );
      await save({ [picture]: saved.url });
      return done(ok(m.uploaded), [{ action: 'upload', entity: 'media', entityId: saved.id }, audit(picture)]);
    },
    remove: async ({ form, ok, fail }) => {
      const picture = form.get('picture');
      if (!isPicture(picture)) return fail(m.failed);
      await save({ [picture]: '' });
      return done(ok(m.removed), audit(picture));
    },
    show_name: async ({ form, ok }) => {
      await save({ show_name: form.get('show_name') === 'on' });
      return done(ok(m.saved), audit('show_name'));
    },
  },
};
