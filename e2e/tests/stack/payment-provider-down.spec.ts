import { once } from 'node:events';
import { createServer } from 'node:net';
import { apiEnvironment, SPARE_API_PORT } from '../../playwright.config.js';
import { apiPath, confirmedAccount, openAs, subscriptionInfo } from './accounts.js';
import { expect, test } from './fixtures.js';
import { BILLING, CARDS, enterCard, fillBillingDialog, payButton } from './offline-services.js';
import { freshDataDir, type SpareServer, startSpareApi } from './spare-servers.js';
import { wordsFor } from './words.js';

/**
 * The payment provider out of reach, on the real stack: a second API, as the stack runs it but
 * with its Stripe API on a port where nothing listens (the shared emulator keeps serving the
 * other journeys, and Stripe.js in the page). A refused connection fails at once, so the API's
 * answer (503 payment_provider_unavailable, after its one retry) comes in about a second; a
 * Stripe that is slow rather than down ends in the same answer after the API's 2 x 8 s, which
 * apps/api/test/stripe-faults.test.ts covers without a browser.
 */

/** A port of this machine that nothing listens on: a connection to it is refused at once. */
async function portNobodyListensOn(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

let api: SpareServer | undefined;

test.beforeAll(async ({ request }) => {
  const environment = apiEnvironment(SPARE_API_PORT);
  api = await startSpareApi(request, {
    ...environment,
    ...(environment.DATA_DIR ? { DATA_DIR: freshDataDir() } : {}),
    STRIPE_API_URL: `http://127.0.0.1:${await portNobodyListensOn()}`,
  });
});

test.afterAll(async () => {
  await api?.stop();
});

test.use({ baseURL: `http://127.0.0.1:${SPARE_API_PORT}`, locale: 'de-CH' });

test('with the payment provider unreachable, paying says so in German, can be tried again, and buys nothing', async ({
  page,
}) => {
  const words = wordsFor('de');
  const account = await confirmedAccount(page);
  await openAs(page, 'de', account);
  await page.goto('/payment');

  const dialog = await fillBillingDialog(page, BILLING, 'de');
  await enterCard(dialog, CARDS.succeeds);
  await payButton(dialog, 'de').click();
  await expect(dialog.getByRole('alert')).toHaveText(words('errors.paymentProviderUnavailable'));
  await expect(
    dialog.getByRole('list', { name: words('payment.stage.label') }).locator('[aria-current="step"]'),
  ).toHaveText(words('payment.stage.error'));
  // The user may try again later, or leave: both buttons are there.
  await expect(payButton(dialog, 'de')).toBeEnabled();
  await expect(dialog.getByRole('button', { name: words('payment.card.cancel') })).toBeEnabled();

  // Nothing was written: the account is as it was, and not waiting for a payment either.
  const info = await subscriptionInfo(page, account);
  expect(info).toMatchObject({ accountType: 'free', subscriptionToken: null, invoices: [] });
  const me = await page.request.get(apiPath('usersMe'), {
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect(await me.json()).toEqual({ status: 'active', plan: 'free' });
});
