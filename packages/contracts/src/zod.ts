import { z } from 'zod';

/**
 * zod as every schema here uses it. In a browser, zod's compiled parsers are turned off before
 * any schema is built: they need `new Function`, which the site's Content-Security-Policy forbids,
 * and zod's probe for it is reported as a CSP violation even though zod catches the error
 * (Lighthouse's best practices, Chrome's issues panel). Servers keep the faster compiled parsers.
 */
if ('document' in globalThis) z.config({ jitless: true });

export { z };

/**
 * `schema.safeParse` for what comes from outside (a request body or query): it never throws. zod
 * runs a length check (`min`, `max`) even on a value of the wrong type when that value has a
 * `length` property, and compares the property with a number, so JSON such as
 * `{"password": {"length": {"toString": 0}}}` made the comparison throw, and the API answer 500.
 * A value that cannot even be compared is invalid like any other.
 */
export function parseUntrusted<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.ZodSafeParseResult<z.output<Schema>> {
  try {
    return schema.safeParse(input);
  } catch {
    return {
      success: false,
      // No value of the schema's type is in it, so the error may claim that type.
      error: new z.ZodError([{ code: 'custom', path: [], message: 'Invalid input', input }]) as z.ZodError<
        z.output<Schema>
      >,
    };
  }
}
