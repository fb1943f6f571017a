/**
 * A call's path names its parameters as OpenAPI does, `/invoices/{id}/pdf`. Fastify and MSW match
 * them as `:id`; a client writes each value in, percent-encoded, so a value can never reach
 * another path.
 */
const PARAMETER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** The names of a path's parameters, in order. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(PARAMETER)].map((match) => match[1] as string);
}

/** The path as routers match it: `{id}` becomes `:id`. */
export function routePattern(path: string): string {
  return path.replace(PARAMETER, ':$1');
}

/** The path with each parameter's value written in; a missing or empty value is a caller's bug. */
export function pathWith(path: string, values: Readonly<Record<string, unknown>>): string {
  return path.replace(PARAMETER, (_, name: string) => {
    const value = values[name];
    if (typeof value !== 'string' || value === '') throw new Error(`The path ${path} needs its ${name}`);
    return encodeURIComponent(value);
  });
}
