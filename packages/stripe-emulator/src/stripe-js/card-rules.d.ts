// The server's card rules, which stripe-js-asset.ts puts before the browser parts as their own
// text (src/test-cards.ts holds them): declared here for the parts' type check.
declare function brandOf(digits: string): import('../test-cards.js').TestCard['brand'];
declare function luhnValid(digits: string): boolean;
