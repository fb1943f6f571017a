import { AUTH_TOKEN_STORAGE_KEY } from '@app/machines';
import type { Browser, Page } from '@playwright/test';
import { BACKGROUND_WORK_TIMEOUT_MS } from '../../../test-timeouts.ts';
import { API_PORT, SSO_DNS_PORT, SSO_OIDC_PORT, SSO_SAML_PORT } from '../../playwright.config.js';
import { type Account, apiPath, confirmedAccount, openAs, PASSWORD } from './accounts.js';
import { expect, test } from './fixtures.js';
import {
  IDP_EMAIL_LABEL,
  IDP_SIGN_IN_TITLE,
  IDP_SUBMIT,
  type SamlAnswer,
  type SamlIdentityProvider,
  startSamlIdentityProvider,
} from './saml-identity-provider.js';
import {
  type ClinicOidcProvider,
  type DnsStub,
  startClinicOidcProvider,
  startDnsStub,
} from './sso-providers.js';
import {
  addressAt,
  bearer,
  continueWithProvider,
  enterpriseOwnerAt,
  expectSignedInOnAccount,
  freshDomain,
  provenDomain,
  signInAtClinic,
} from './sso-steps.js';
import { turnTwoFactorOn } from './two-factor.js';
import { wordsFor } from './words.js';

/**
 * Single sign-on (docs/sso.md) in a real browser against the stack, with the providers these
 * journeys start on loopback (sso-providers.ts, saml-identity-provider.ts). Through a clinic's
 * OpenID provider, one practice's story in order: the owner sets it up and tests it before
 * requiring it, a colleague's first sign-in creates her account with a licence, a password is
 * refused once it is required, the directory (SCIM) ends a signed-in colleague's session. Then a
 * hospital's SAML provider whose bad answers are refused. One file, so one worker holds the
 * providers' ports (the stack's API asks the DNS server on its port for every practice's proof).
 */
const words = wordsFor('en');

test.use({ locale: 'en-GB' });

let dns: DnsStub;
let clinic: ClinicOidcProvider;
let hospital: SamlIdentityProvider;
test.beforeAll(async () => {
  dns = await startDnsStub(SSO_DNS_PORT);
  clinic = await startClinicOidcProvider(SSO_OIDC_PORT, `http://127.0.0.1:${API_PORT}/api/sso/oidc/callback`);
  hospital = await startSamlIdentityProvider(SSO_SAML_PORT);
});
test.afterAll(async () => {
  await Promise.all([dns?.close(), clinic?.close(), hospital?.close()]);
});

const domain = freshDomain('praxis');
/** The practice's people, as the journeys meet them. */
const people: { owner?: Account; withPassword?: Account; newcomer: string } = {
  newcomer: addressAt('lea', domain),
};

/** A new browser of her own, signed out, in English. */
async function freshBrowserPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'en-GB' })).newPage();
  await openAs(page, 'en');
  return page;
}

test.describe('a practice signing in through its OpenID provider, in order', () => {
  test.describe.configure({ mode: 'serial' });

  test('an Enterprise owner proves her domain, connects the clinic’s OpenID provider, tests it and only then requires it', async ({
    page,
  }) => {
    const owner = await enterpriseOwnerAt(page, domain);
    people.owner = owner;
    // docs/sso.md#break-glass: the owner keeps her password, with two-factor.
    await turnTwoFactorOn(page, owner.token);
    // A colleague who signed up with a password before the practice required its provider.
    people.withPassword = await confirmedAccount(page, addressAt('nora', domain));

    await page.goto('/account/sso');
    const step = (title: string) => page.getByRole('region', { name: words(title as never) });
    const domains = step('account.sso.domains.title');
    await domains.getByRole('textbox', { name: words('account.sso.domains.add.label') }).fill(domain);
    await domains.getByRole('button', { name: words('account.sso.domains.add.submit') }).click();
    const value = (label: string) =>
      domains
        .getByRole('group', { name: words(label as never) })
        .locator('code')
        .textContent();
    const recordName = await value('account.sso.domains.recordName');
    expect(recordName).toBe(`_dictation-sso.${domain}`);
    // Her IT publishes the record the page shows; Check finds it at the resolver the API asks.
    dns.publishTxt(recordName ?? '', (await value('account.sso.domains.recordValue')) ?? '');
    await domains.getByRole('button', { name: words('account.sso.domains.check', { domain }) }).click();
    await expect(domains.getByText(words('account.sso.status.proven'), { exact: true })).toBeVisible();

    const provider = step('account.sso.provider.title');
    await expect(
      provider.getByRole('group', { name: words('account.sso.provider.redirectUri') }),
    ).toContainText(`http://127.0.0.1:${API_PORT}/api/sso/oidc/callback`);
    await provider.getByRole('textbox', { name: words('account.sso.provider.issuer') }).fill(clinic.issuer);
    await provider
      .getByRole('textbox', { name: words('account.sso.provider.clientId') })
      .fill(clinic.clientId);
    await provider
      .getByRole('textbox', { name: words('account.sso.provider.clientSecret') })
      .fill(clinic.clientSecret);
    await provider.getByRole('button', { name: words('account.sso.provider.save') }).click();
    await expect(
      provider.getByText(words('account.sso.provider.connectedOidc', { issuer: clinic.issuer })),
    ).toBeVisible();

    // docs/sso.md#test-before-enforce: not before a test; the page says why, the API refuses.
    const enforcement = step('account.sso.enforce.title');
    const require = enforcement.getByRole('button', { name: words('account.sso.enforce.turnOn') });
    await expect(require).toBeDisabled();
    await expect(enforcement.getByText(words('account.sso.enforce.testFirst'))).toBeVisible();
    const early = await page.request.post(apiPath('setSsoEnforcement'), {
      headers: bearer(owner),
      data: { enforced: true },
    });
    expect(early.status()).toBe(409);
    expect(((await early.json()) as { code: string }).code).toBe('sso_not_tested');

    const testing = step('account.sso.test.title');
    await testing.getByRole('button', { name: words('account.sso.test.start') }).click();
    await signInAtClinic(page, owner.email);
    await expect(page).toHaveURL(/\/account\/sso\?test=passed$/);
    await expect(testing.getByText(words('account.sso.test.passed'))).toBeVisible();
    await expect(testing).toContainText(owner.email);

    await require.click();
    const confirm = page.getByRole('alertdialog', { name: words('account.sso.enforce.confirm.title') });
    await confirm.getByRole('button', { name: words('account.sso.enforce.confirm.submit') }).click();
    await expect(enforcement.getByText(words('account.sso.status.required'), { exact: true })).toBeVisible();
  });

  test('a colleague’s first sign-in through the provider creates her account with a licence of the practice, no code asked', async ({
    browser,
  }) => {
    const page = await freshBrowserPage(browser);
    await continueWithProvider(page, people.newcomer);
    await signInAtClinic(page, people.newcomer);
    await expectSignedInOnAccount(page);
    await expect(page.getByRole('region', { name: words('account.details.heading') })).toContainText(
      words('account.type.enterprise'),
    );
    await page.context().close();
  });

  test('once required, a colleague’s password is refused and she is sent on to the provider', async ({
    browser,
  }) => {
    const colleague = people.withPassword as Account;
    const page = await freshBrowserPage(browser);
    // She types her password before the site has heard back about her address (a slow answer):
    // the password reaches the API, which refuses it.
    const signedIn = page.waitForResponse((response) => response.url().endsWith(apiPath('signin')));
    await page.route(`**${apiPath('ssoDiscover')}`, async (route) => {
      await signedIn;
      await route.continue();
    });
    await page.goto('/signin');
    const main = page.getByRole('main');
    const address = main.getByRole('textbox', { name: words('auth.signIn.email') });
    // The pre-rendered form may take her address before its scripts listen: typed again until asked.
    await expect(async () => {
      await address.fill(colleague.email);
      const asked = page.waitForRequest((request) => request.url().endsWith(apiPath('ssoDiscover')), {
        timeout: 3_000,
      });
      await address.blur();
      await asked;
    }).toPass({ timeout: BACKGROUND_WORK_TIMEOUT_MS });
    await main.getByRole('textbox', { name: words('auth.signIn.password') }).fill(PASSWORD);
    await main.getByRole('button', { name: words('auth.signIn.submit'), exact: true }).click();
    const refused = await signedIn;
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { code: string }).code).toBe('sso_required');
    await expect(main.getByText(words('errors.ssoRequired'))).toBeVisible();

    await main.getByRole('button', { name: words('auth.signIn.sso.continue') }).click();
    await signInAtClinic(page, colleague.email);
    await expectSignedInOnAccount(page);
    await page.context().close();
  });

  test('the directory deactivates a signed-in colleague through SCIM: her next navigation finds her signed out', async ({
    page: ownerPage,
    browser,
  }) => {
    const owner = people.owner as Account;
    const page = await freshBrowserPage(browser);
    await continueWithProvider(page, people.newcomer);
    await signInAtClinic(page, people.newcomer);
    await expectSignedInOnAccount(page);
    const token = await page.evaluate((key) => window.localStorage.getItem(key), AUTH_TOKEN_STORAGE_KEY);

    // docs/sso.md#scim-token, #deprovisioning: the owner's token for her directory, which knows her.
    const created = await ownerPage.request.post(apiPath('createScimToken'), { headers: bearer(owner) });
    expect(created.ok()).toBe(true);
    const scim = {
      authorization: `Bearer ${((await created.json()) as { token: string }).token}`,
      'content-type': 'application/scim+json',
    };
    const users = `http://127.0.0.1:${API_PORT}/api/scim/v2/Users`;
    const provisioned = await ownerPage.request.post(users, {
      headers: scim,
      data: {
        schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
        userName: people.newcomer,
        active: true,
      },
    });
    expect(provisioned.status(), await provisioned.text()).toBe(201);
    const { id } = (await provisioned.json()) as { id: string };

    const started = Date.now();
    const deactivated = await ownerPage.request.patch(`${users}/${id}`, {
      headers: scim,
      data: {
        schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
        Operations: [{ op: 'replace', path: 'active', value: false }],
      },
    });
    expect(deactivated.ok(), await deactivated.text()).toBe(true);
    await page.reload();
    await expect(page).toHaveURL(/\/signin$/, { timeout: 60_000 });
    const took = Date.now() - started;
    console.log(`SCIM active:false to signed out in the browser: ${took} ms`);
    expect(took).toBeLessThan(60_000);
    const refused = await ownerPage.request.get(apiPath('subscriptionInfo'), {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.status()).toBe(401);
    await page.context().close();
  });
});

test('a hospital’s SAML provider answering for another service, too late or unsigned: the sign-in does not succeed and no session is opened', async ({
  page,
  browser,
}) => {
  const samlDomain = freshDomain('spital');
  const owner = await enterpriseOwnerAt(page, samlDomain);
  await provenDomain(page, owner, samlDomain, dns);
  const saved = await page.request.post(apiPath('saveSamlConnection'), {
    headers: bearer(owner),
    data: { metadataXml: hospital.metadataXml },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  const doctor = addressAt('marco', samlDomain);
  const colleague = await freshBrowserPage(browser);
  const signInAtHospital = async (answer: SamlAnswer) => {
    hospital.answer = answer;
    await continueWithProvider(colleague, doctor, false);
    await expect(colleague.getByRole('heading', { level: 1, name: IDP_SIGN_IN_TITLE })).toBeVisible();
    await colleague.getByRole('textbox', { name: IDP_EMAIL_LABEL }).fill(doctor);
    await colleague.getByRole('button', { name: IDP_SUBMIT }).click();
  };
  // docs/sso.md#saml: each answer refused; the page says only that it did not succeed.
  for (const answer of ['wrong-audience', 'expired', 'unsigned'] as const) {
    await signInAtHospital(answer);
    await expect(colleague).toHaveURL(/\/signin\/sso/);
    await expect(colleague.getByText(words('errors.ssoSignInFailed')), answer).toBeVisible();
    const token = await colleague.evaluate((key) => window.localStorage.getItem(key), AUTH_TOKEN_STORAGE_KEY);
    expect(token, `no session after the ${answer} answer`).toBeNull();
  }
  // The same provider's good answer signs her in: the refusals were the answers', not the set-up's.
  await signInAtHospital('good');
  await expectSignedInOnAccount(colleague);
  await colleague.context().close();
});
