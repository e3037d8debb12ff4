import { z } from 'zod';

/**
 * zod 4 probes `new Function('')` when it builds an object schema, to compile
 * faster parsers. Under our Content Security Policy (no 'unsafe-eval') the
 * browser blocks the probe and reports a `securitypolicyviolation`, although
 * zod catches the error. `jitless` skips the probe. Imported at the top of
 * every schema module, so it runs before any schema is built in the browser
 * (validation loads on demand); the server keeps the compiled parsers.
 */
if (typeof document !== 'undefined') z.config({ jitless: true });
