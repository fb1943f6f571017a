/**
 * Leaves the site for the practice's identity provider (docs/sso.md#sign-in,
 * #test-before-enforce): a full navigation to the API's address, which sends the browser on.
 * One place, so the screens' tests replace it.
 */
export function leaveForProvider(url: string): void {
  window.location.assign(url);
}
