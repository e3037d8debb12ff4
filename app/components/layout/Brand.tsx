import { useId } from 'react';
import type { Lang } from '~/i18n/lang';
import { cn } from '~/components/ui/cn';
import { imageFileUrl } from '~/lib/images';

/** The logo mark: code brackets on the accent gradient (decorative; the company name is the link text). */
export function LogoMark({ className }: { className?: string }) {
  const gradient = useId();
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={cn('size-9 shrink-0', className)}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#3b6cf6" />
          <stop offset="1" stopColor="#1e328a" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill={`url(#${gradient})`} />
      <path
        d="M25 21 14 32l11 11M39 21l11 11-11 11"
        fill="none"
        stroke="#fff"
        strokeWidth="5.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="32" cy="32" r="3.5" fill="#93b4fd" />
    </svg>
  );
}

/**
 * The company's logo on the site's dark header and footer: the dark background logo, else the
 * light one inside a white box, else the generic mark. Decorative: the link names the company.
 */
export function SiteLogo({ logo, logoDark, className }: { logo: string; logoDark: string; className?: string }) {
  if (logoDark)
    return <img src={imageFileUrl(logoDark)} alt="" className={cn('h-9 w-auto max-w-40 object-contain', className)} data-logo="dark" />;
  if (logo)
    return (
      <span className={cn('inline-flex shrink-0 rounded-lg bg-white px-1.5 py-1', className)} data-logo="light">
        <img src={imageFileUrl(logo)} alt="" className="h-7 w-auto max-w-36 object-contain" />
      </span>
    );
  return <LogoMark className={className} />;
}

/** A small flag of a language (inline SVG: emoji flags do not render everywhere). */
export function Flag({ lang, className }: { lang: Lang; className?: string }) {
  const cls = cn('h-3.5 w-5 shrink-0 rounded-[2px] ring-1 ring-black/10', className);
  if (lang === 'tr') {
    return (
      <svg viewBox="0 0 30 20" aria-hidden="true" focusable="false" className={cls}>
        <rect width="30" height="20" fill="#e30a17" />
        <circle cx="11" cy="10" r="5" fill="#fff" />
        <circle cx="12.25" cy="10" r="4" fill="#e30a17" />
        <polygon
          fill="#fff"
          points="14.10,10.00 15.83,9.44 15.83,7.62 16.90,9.09 18.62,8.53 17.55,10.00 18.62,11.47 16.90,10.91 15.83,12.38 15.83,10.56"
        />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 60 30" aria-hidden="true" focusable="false" className={cls} preserveAspectRatio="none">
      <rect width="60" height="30" fill="#012169" />
      <path d="M0 0l60 30M60 0L0 30" stroke="#fff" strokeWidth="6" />
      <path d="M0 0l60 30M60 0L0 30" stroke="#c8102e" strokeWidth="2" />
      <path d="M30 0v30M0 15h60" stroke="#fff" strokeWidth="10" />
      <path d="M30 0v30M0 15h60" stroke="#c8102e" strokeWidth="6" />
    </svg>
  );
}

export type SocialNetwork = 'linkedin' | 'twitter' | 'instagram' | 'github' | 'youtube';

/** Brand glyphs of the social networks (lucide no longer ships brand icons), drawn in lucide's stroke style. */
export function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  const common = {
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round' as const,
    strokeLinejoin: 'round' as const,
    'aria-hidden': true,
    focusable: false,
    className: cn('size-5', className),
  };
  switch (network) {
    case 'linkedin':
      return (
        <svg {...common}>
          <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" />
          <rect width="4" height="12" x="2" y="9" />
          <circle cx="4" cy="4" r="2" />
        </svg>
      );
    case 'twitter':
      return (
        <svg {...common}>
          <path d="M4 4l11.733 16H20L8.267 4z" />
          <path d="M4 20l6.768-6.768m2.46-2.46L20 4" />
        </svg>
      );
    case 'instagram':
      return (
        <svg {...common}>
          <rect width="20" height="20" x="2" y="2" rx="5" ry="5" />
          <path d="M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z" />
          <path d="M17.5 6.5h.01" />
        </svg>
      );
    case 'github':
      return (
        <svg {...common}>
          <path d="M15 22v-4a4.8 4.8 0 0 0-1-3.5c3 0 6-2 6-5.5.08-1.25-.27-2.48-1-3.5.28-1.15.28-2.35 0-3.5 0 0-1 0-3 1.5-2.64-.5-5.36-.5-8 0C6 2 5 2 5 2c-.3 1.15-.3 2.35 0 3.5A5.4 5.4 0 0 0 4 9c0 3.5 3 5.5 6 5.5-.39.49-.68 1.05-.85 1.65-.17.6-.22 1.23-.15 1.85v4" />
          <path d="M9 18c-4.51 2-5-2-5-2" />
        </svg>
      );
    case 'youtube':
      return (
        <svg {...common}>
          <path d="M2.5 17a24.12 24.12 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.56 49.56 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24.12 24.12 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.55 49.55 0 0 1-16.2 0A2 2 0 0 1 2.5 17" />
          <path d="m10 15 5-3-5-3z" />
        </svg>
      );
  }
}
