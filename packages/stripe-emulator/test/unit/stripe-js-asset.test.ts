import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { enclosedScript, stripeJsSource } from '../../src/stripe-js-asset.js';

describe('the Stripe.js stand-in as served', () => {
  it('stays one valid script when a part ends in a source-map comment, as parts built into dist/ do', () => {
    const script = enclosedScript([
      'const first = 1;\n//# sourceMappingURL=first.js.map',
      'window.seen = first + 1;\n//# sourceMappingURL=second.js.map',
    ]);
    const window: { seen?: number } = {};
    new Script(script).runInNewContext({ window });
    expect(window.seen).toBe(2);
  });

  it('is valid JavaScript from source', () => {
    expect(() => new Script(stripeJsSource())).not.toThrow();
  });
});
