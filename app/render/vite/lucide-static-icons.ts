import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Switch RENDER_LUCIDE_ICONS (app/render/switches.ts): each lucide-react icon module's import of
 * `../createLucideIcon.mjs` resolves to app/render/lucide-icon.ts, which draws the icon's shapes
 * from one precomputed markup string. Both builds, so the browser hydrates and re-renders the
 * markup the server wrote. lucide-react is bundled into the server build (ssr-bundle.ts), so the
 * server build sees these imports too.
 *
 * What breaks it on an upgrade: lucide-react moving its icon modules or renaming the file they
 * import (then this resolves nothing: tests/e2e/render-switches.test.ts fails).
 */
export function lucideStaticIcons(root: string): Plugin {
  const factory = path.resolve(root, 'app/render/lucide-icon.ts');
  const iconModule = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^\\/]+\.mjs$/;
  return {
    name: 'lucide-static-icons',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer && source === '../createLucideIcon.mjs' && iconModule.test(importer)) return factory;
      return null;
    },
  };
}
