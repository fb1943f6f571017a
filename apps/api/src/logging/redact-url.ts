/**
 * Link tokens travel in URLs (the confirmation link's query, the site's reset and invitation
 * routes) and request URLs are logged: whoever reads the logs must not be able to use them.
 */
const SECRET_PARTS: readonly [RegExp, string][] = [
  [/([?&]token=)[^&#]*/gi, '$1[redacted]'],
  [/(\/reset-password\/)[^/?#]+/gi, '$1[redacted]'],
  [/(\/create-password\/)[^/?#]+(\/[^/?#]+)?/gi, '$1[redacted]$2'],
];

export function redactUrl(url: string): string {
  return SECRET_PARTS.reduce(
    (redacted, [pattern, replacement]) => redacted.replace(pattern, replacement),
    url,
  );
}
