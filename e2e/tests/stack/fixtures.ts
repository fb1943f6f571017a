import { test as base, expect } from '@playwright/test';

/**
 * The journeys' `test`: each runs against the API, under the Content-Security-Policy it serves, and
 * fails if the browser blocked anything on any page of its context (docs/architecture.md#one-csp):
 * a broken image, an inline style or a call the policy does not allow is a defect a user meets, as
 * the two-factor QR code was. Reported from every document of the context through a binding, so a
 * navigation loses nothing.
 */
export const test = base.extend<{ contentSecurityPolicyKept: undefined }>({
  contentSecurityPolicyKept: [
    async ({ context }, use) => {
      const blocked: string[] = [];
      await context.exposeBinding('reportCspViolation', ({ page }, violation: string) => {
        blocked.push(`${page.url()}: ${violation}`);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const what = event.blockedURI === 'inline' ? `inline "${event.sample}"` : event.blockedURI;
          const report = (window as unknown as { reportCspViolation: (text: string) => Promise<void> })
            .reportCspViolation;
          void report(
            `${event.effectiveDirective} blocked ${what} (${event.sourceFile}:${event.lineNumber})`,
          );
        });
      });
      await use(undefined);
      expect(blocked, 'the Content-Security-Policy the API serves blocked nothing').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
