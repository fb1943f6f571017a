import { z } from 'zod';

/**
 * zod as every schema here uses it. In a browser, zod's compiled parsers are turned off before
 * any schema is built: they need `new Function`, which the site's Content-Security-Policy forbids,
 * and zod's probe for it is reported as a CSP violation even though zod catches the error
 * (Lighthouse's best practices, Chrome's issues panel). Servers keep the faster compiled parsers.
 */
if ('document' in globalThis) z.config({ jitless: true });

export { z };
