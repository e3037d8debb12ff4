import { z } from 'zod';

/**
 * zod 4 probes `new Function('')` when it builds an object schema, to compile
 * faster parsers. Under our Content Security Policy (no 'unsafe-eval') the
 * browser blocks the probe and reports a `securitypolicyviolation`, although
 * zod catches the error. `jitless` skips the probe. Imported first by
 * root.tsx, so it runs before any schema module in the browser; the server
 * keeps the compiled parsers.
 */
if (typeof document !== 'undefined') z.config({ jitless: true });
