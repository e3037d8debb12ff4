import type { ImageSetting } from '~/domain/settings/index';
import { responsiveImage } from '~/lib/images';

/**
 * The home hero's background: the photo of the `hero_image` setting when there
 * is one (the page's LCP image: eager, high priority, responsive variants),
 * under a dark overlay that keeps the white text readable; otherwise the
 * abstract art below.
 */
export function HeroBackground({ image, lang }: { image: ImageSetting; lang: 'tr' | 'en' }) {
  if (!image.url) return <HeroArt />;
  return (
    <div className="pointer-events-none absolute inset-0 -z-10 overflow-hidden bg-ink-950">
      <img
        {...responsiveImage(image.url, { sizes: '100vw', priority: true })}
        alt={lang === 'en' ? image.alt_en : image.alt_tr}
        className="absolute inset-0 h-full w-full object-cover"
        data-testid="hero-image"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[linear-gradient(90deg,rgba(7,11,24,0.88)_0%,rgba(7,11,24,0.72)_45%,rgba(7,11,24,0.4)_100%)]"
      />
      <div aria-hidden="true" className="absolute inset-x-0 bottom-0 h-32 bg-gradient-to-b from-transparent to-ink-950/70" />
    </div>
  );
}

/**
 * The abstract fallback: a dark gradient with two soft glows, a faint dot grid
 * and a few flowing lines with nodes. Pure SVG/CSS, static (nothing animates),
 * so it is cheap to paint and needs no image request.
 */
function HeroArt() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10 overflow-hidden">
      <div className="absolute inset-0 bg-[linear-gradient(160deg,#070b18_0%,#0b1224_45%,#111a3d_100%)]" />
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_55%_45%_at_80%_10%,rgba(59,108,246,0.35),transparent_70%),radial-gradient(ellipse_45%_40%_at_10%_90%,rgba(124,58,237,0.22),transparent_70%)]" />
      <div className="absolute inset-0 bg-[radial-gradient(rgba(255,255,255,0.09)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_75%_65%_at_50%_40%,black,transparent)] bg-[size:28px_28px]" />
      <svg className="absolute inset-0 h-full w-full" viewBox="0 0 1440 900" preserveAspectRatio="xMidYMid slice" fill="none">
        <g stroke="#6090fa" strokeWidth="1.2" strokeOpacity="0.28">
          <path d="M-40 640 C 260 520, 420 760, 720 600 S 1180 420, 1480 520" />
          <path d="M-40 700 C 300 600, 460 820, 760 660 S 1200 500, 1480 600" strokeOpacity="0.18" />
          <path d="M-40 220 C 240 300, 520 120, 800 220 S 1220 340, 1480 200" strokeOpacity="0.16" />
        </g>
        <g stroke="#93b4fd" strokeOpacity="0.22" strokeWidth="1">
          <path d="M1040 150 L1180 230 L1320 170 M1180 230 L1220 360 L1360 400 M1220 360 L1090 420" />
          <path d="M120 420 L230 360 L340 430 M230 360 L250 250" />
        </g>
        <g fill="#93b4fd">
          <circle cx="1040" cy="150" r="3" fillOpacity="0.6" />
          <circle cx="1180" cy="230" r="4" fillOpacity="0.8" />
          <circle cx="1320" cy="170" r="3" fillOpacity="0.5" />
          <circle cx="1220" cy="360" r="3.5" fillOpacity="0.7" />
          <circle cx="1360" cy="400" r="2.5" fillOpacity="0.5" />
          <circle cx="1090" cy="420" r="2.5" fillOpacity="0.5" />
          <circle cx="120" cy="420" r="2.5" fillOpacity="0.5" />
          <circle cx="230" cy="360" r="3.5" fillOpacity="0.7" />
          <circle cx="340" cy="430" r="2.5" fillOpacity="0.5" />
          <circle cx="250" cy="250" r="3" fillOpacity="0.6" />
          <circle cx="720" cy="600" r="3" fillOpacity="0.5" />
        </g>
      </svg>
      <div className="absolute inset-x-0 bottom-0 h-32 bg-gradient-to-b from-transparent to-ink-950/60" />
    </div>
  );
}
