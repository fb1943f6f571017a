/**
 * Whether an `If-None-Match` header names the current entity tag (RFC 9110 section 13.1.2): `*`
 * names any, and otherwise a list of tags is compared weakly, so `W/"x"` matches `"x"`. The API's
 * and the mocks' rule for the app's blacklist (docs/desktop-app.md#blacklist).
 */
export function noneMatchHolds(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  const current = opaque(etag);
  for (const [tag] of header.matchAll(/(?:W\/)?"[\x21\x23-\x7e\x80-\xff]*"/g)) {
    if (opaque(tag) === current) return true;
  }
  return false;
}

const opaque = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);
