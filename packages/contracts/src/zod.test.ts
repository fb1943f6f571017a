import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the contracts' zod", () => {
  it('in a browser, parses without compiled parsers, so never probes for eval (the site forbids it)', async () => {
    vi.stubGlobal('document', {});
    const { z } = await import('./zod.js');
    expect(z.config().jitless).toBe(true);
    // And the schemas still parse and refuse as before.
    const schema = z.object({ email: z.string() });
    expect(schema.safeParse({ email: 'a@b.ch' }).success).toBe(true);
    expect(schema.safeParse({ email: 1 }).success).toBe(false);
  });
});
