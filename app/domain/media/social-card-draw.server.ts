import { CARD_HEIGHT, CARD_WIDTH, socialCardBackgroundSvg, socialCardTextSvg, type CardFont } from '~/lib/social-card/card';
import { singleton } from '~/server/singleton.server';

const cardFont = singleton('social card font', () =>
  import('~/lib/social-card/inter-bold.json').then((m) => m.default as unknown as CardFont),
);
const cardBackground = singleton('social card background', async () => {
  const { default: sharp } = await import('sharp');
  const pixels = sharp(Buffer.from(socialCardBackgroundSvg())).ensureAlpha().raw().toBuffer();
  pixels.catch(() => cardBackground.set(undefined));
  return pixels;
});

/**
 * The card as PNG: its text laid over the shared background, which is drawn once
 * per process and kept as raw pixels (3 MB). The font (130 KB of outlines) and
 * sharp are loaded on first use only.
 */
export async function renderSocialCard(title: string, brand: string): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const [f, pixels] = await Promise.all([cardFont(), cardBackground()]);
  return sharp(pixels, { raw: { width: CARD_WIDTH, height: CARD_HEIGHT, channels: 4 } })
    .composite([{ input: Buffer.from(socialCardTextSvg(f, { title, brand })), top: 0, left: 0 }])
    .removeAlpha()
    .png({ compressionLevel: 6 })
    .toBuffer();
}
