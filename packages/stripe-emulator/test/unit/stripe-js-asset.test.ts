import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { enclosedScript, SHARED_RULES, stripeJsSource } from '../../src/stripe-js-asset.js';
import { brandOf, luhnValid } from '../../src/test-cards.js';

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

  it("gives the card fields the API's own brand and Luhn rules, whole in their text", () => {
    const context: { rules?: { brandOf: typeof brandOf; luhnValid: typeof luhnValid } } = {};
    new Script(`${SHARED_RULES}\nthis.rules = { brandOf, luhnValid };`).runInNewContext(context);
    const numbers = [
      '4242424242424242',
      '5555555555554444',
      '2223003122003222',
      '378282246310005',
      '4242424242424241',
      '6011111111111117',
    ];
    for (const number of numbers) {
      expect(context.rules?.brandOf(number)).toBe(brandOf(number));
      expect(context.rules?.luhnValid(number)).toBe(luhnValid(number));
    }
    expect(stripeJsSource().indexOf(SHARED_RULES)).toBeGreaterThan(0);
  });
});
