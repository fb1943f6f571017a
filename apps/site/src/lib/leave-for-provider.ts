/**
 * Leaves the site for the practice's identity provider (docs/sso.md#sign-in,
 * #test-before-enforce): a full navigation to the API's address, which sends the browser on.
 * One object, so the screens' tests replace its method (`vi.spyOn(providerNavigation, 'leave')`).
 */
export const providerNavigation = {
  leave(url: string): void {
    window.location.assign(url);
  },
};

export const leaveForProvider = (url: string): void => providerNavigation.leave(url);
