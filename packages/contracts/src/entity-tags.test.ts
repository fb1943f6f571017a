import { describe, expect, it } from 'vitest';
import { noneMatchHolds } from './entity-tags.js';

describe('If-None-Match as RFC 9110 section 13.1.2 reads it (docs/desktop-app.md#blacklist)', () => {
  const tag = '"de-abc"';
  it('holds for the tag, its weak form, a list holding it, and *', () => {
    for (const header of [tag, `W/${tag}`, `"old", ${tag}`, `W/"old",W/${tag}`, ' * ']) {
      expect(noneMatchHolds(header, tag)).toBe(true);
    }
  });
  it('does not hold without the header, for other tags, or a tag without its quotes', () => {
    for (const header of [undefined, '', '"old"', 'W/"de-abcd"', 'de-abc']) {
      expect(noneMatchHolds(header, tag)).toBe(false);
    }
  });
});
