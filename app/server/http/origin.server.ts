import { config } from '../config.server';

/** The site's public origin: PUBLIC_URL when set, else the request's own origin. */
export function publicOrigin(request: Request): string {
  const fromConfig = config().PUBLIC_URL;
  if (fromConfig) return fromConfig.replace(/\/+$/, '');
  return new URL(request.url).origin;
}
