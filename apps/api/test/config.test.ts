import { COMPANY, DOWNLOAD_URL } from '@app/i18n';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEVELOPMENT_TWO_FACTOR_KEY, loadConfig } from '../src/config.js';

describe('configuration read at start', () => {
  it('has embedded defaults: port 3000, PGlite under .data, no server needed', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe('.data/pglite');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.adminEmails).toEqual([]);
  });

  it('sends a tracked click where the download button leads, unless DOWNLOAD_URL names another (docs/routes-and-screens.md#click)', () => {
    // One home for the destination: the site's button and this default are the same constant.
    expect(loadConfig({}).downloadUrl).toBe(DOWNLOAD_URL);
    expect(loadConfig({ PUBLIC_URL: 'https://dictation-health.ch' }).downloadUrl).toBe(DOWNLOAD_URL);
    expect(loadConfig({ DOWNLOAD_URL: 'https://store.example.ch/app' }).downloadUrl).toBe(
      'https://store.example.ch/app',
    );
  });

  it('reads a PostgreSQL server URL and admin e-mails', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://app@127.0.0.1:5432/app',
      ADMIN_EMAILS: ' Admin@Example.ch, ops@example.ch ',
      PORT: '8080',
    });
    expect(config.databaseUrl).toBe('postgres://app@127.0.0.1:5432/app');
    expect(config.adminEmails).toEqual(['admin@example.ch', 'ops@example.ch']);
    expect(config.port).toBe(8080);
  });

  it('trusts no proxy unless TRUSTED_PROXIES names them: addresses, ranges or named ranges', () => {
    expect(loadConfig({}).trustedProxies).toEqual([]);
    expect(
      loadConfig({ TRUSTED_PROXIES: ' 10.0.0.7, 192.168.0.0/16,::1, fd00::/8, loopback ' }).trustedProxies,
    ).toEqual(['10.0.0.7', '192.168.0.0/16', '::1', 'fd00::/8', 'loopback']);
  });

  it("holds the app's offline entitlement 7 days and a seat to 3 devices unless set (docs/desktop-app.md#offline, docs/desktop-app.md#device-limit)", () => {
    expect(loadConfig({})).toMatchObject({ appOfflineGraceDays: 7, appDevicesPerSeat: 3 });
    expect(loadConfig({ APP_OFFLINE_GRACE_DAYS: '14', APP_DEVICES_PER_SEAT: ' ' })).toMatchObject({
      appOfflineGraceDays: 14,
      appDevicesPerSeat: 3,
    });
    expect(() => loadConfig({ APP_OFFLINE_GRACE_DAYS: '0' })).toThrow(
      /APP_OFFLINE_GRACE_DAYS must be between 1 and 90 days \(got "0"\)/,
    );
    expect(() => loadConfig({ APP_DEVICES_PER_SEAT: '2.5' })).toThrow(
      /APP_DEVICES_PER_SEAT must be a whole number of devices/,
    );
  });

  it("takes the passkeys' relying party from PUBLIC_URL unless set apart (docs/passkeys.md#relying-party)", () => {
    expect(loadConfig({ PUBLIC_URL: 'https://www.dictation-health.ch/' })).toMatchObject({
      webauthnRpId: 'www.dictation-health.ch',
      webauthnOrigin: 'https://www.dictation-health.ch',
    });
    expect(
      loadConfig({
        PUBLIC_URL: 'http://127.0.0.1:3000',
        WEBAUTHN_RP_ID: 'localhost',
        WEBAUTHN_ORIGIN: 'http://localhost:3000',
      }),
    ).toMatchObject({ webauthnRpId: 'localhost', webauthnOrigin: 'http://localhost:3000' });
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: ' ' }).port).toBe(3000);
  });

  it.each([
    [{ PORT: 'abc' }, /PORT must be a number \(got "abc"\)/],
    [{ PORT: '70000' }, /PORT must be between 1 and 65535/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL/],
    [{ PUBLIC_URL: 'ftp://site' }, /PUBLIC_URL must be an http:\/\/ or https:\/\/ URL/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ WEBAUTHN_RP_ID: 'https://site.ch' }, /WEBAUTHN_RP_ID must be a host name/],
    [{ WEBAUTHN_ORIGIN: 'site.ch' }, /WEBAUTHN_ORIGIN must be an http:\/\/ or https:\/\/ URL/],
    [{ ADMIN_EMAILS: 'not-an-address' }, /ADMIN_EMAILS must be comma-separated e-mail addresses/],
    [{ TRUSTED_PROXIES: 'proxy.example.ch' }, /TRUSTED_PROXIES must be comma-separated IP addresses/],
    [{ TRUSTED_PROXIES: '10.0.0.0/33' }, /TRUSTED_PROXIES must be comma-separated IP addresses/],
    [{ TRUSTED_PROXIES: '10.0.0.1, 300.1.1.1' }, /TRUSTED_PROXIES .*\(got "10\.0\.0\.1, 300\.1\.1\.1"\)/],
  ])('refuses %o with a message naming the variable', (environment, message) => {
    expect(() => loadConfig(environment)).toThrow(ConfigError);
    expect(() => loadConfig(environment)).toThrow(message);
  });

  it('has no Stripe and no invoice payment unless configured', () => {
    const config = loadConfig({});
    expect(config.stripe).toBeNull();
    expect(config.invoicePaymentEnabled).toBe(false);
  });

  it('reads the Stripe keys, and the emulator addresses for test keys', () => {
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_emulator',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_emulator',
      STRIPE_WEBHOOK_SECRET: 'whsec_dev',
      STRIPE_API_URL: 'http://127.0.0.1:12111/',
      STRIPE_JS_URL: 'http://localhost:12111/v3/stripe.js',
      INVOICE_PAYMENT_ENABLED: 'true',
    });
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_emulator',
      publishableKey: 'pk_test_emulator',
      webhookSecret: 'whsec_dev',
      apiUrl: 'http://127.0.0.1:12111',
      jsUrl: 'http://localhost:12111/v3/stripe.js',
    });
    expect(config.invoicePaymentEnabled).toBe(true);
  });

  it.each([
    [
      { STRIPE_SECRET_KEY: 'pk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' },
      /STRIPE_SECRET_KEY must be a Stripe secret key/,
    ],
    [{ STRIPE_WEBHOOK_SECRET: 'secret' }, /STRIPE_WEBHOOK_SECRET must be a Stripe webhook signing secret/],
    [{ STRIPE_SECRET_KEY: 'sk_test_x' }, /STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must be set together/],
    [
      {
        STRIPE_SECRET_KEY: 'sk_live_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
        STRIPE_API_URL: 'http://127.0.0.1:12111',
      },
      /for test keys only/,
    ],
    [{ INVOICE_PAYMENT_ENABLED: 'yes' }, /INVOICE_PAYMENT_ENABLED must be true or false/],
  ])('refuses the Stripe settings %o', (environment, message) => {
    expect(() => loadConfig(environment)).toThrow(message);
  });

  it('lists every problem at once', () => {
    try {
      loadConfig({ PORT: 'x', DATABASE_URL: 'nope' });
      expect.unreachable();
    } catch (error) {
      expect((error as ConfigError).problems).toHaveLength(2);
    }
  });
});

describe('CREDIT_LIMIT_CHF (docs/subscriptions-and-money.md#credit-limit)', () => {
  it('is CHF 5,000 unless set, and takes francs with up to two decimals, held as cents', () => {
    expect(loadConfig({}).creditLimitCents).toBe(500_000);
    expect(loadConfig({ CREDIT_LIMIT_CHF: ' ' }).creditLimitCents).toBe(500_000);
    expect(loadConfig({ CREDIT_LIMIT_CHF: '0' }).creditLimitCents).toBe(0);
    expect(loadConfig({ CREDIT_LIMIT_CHF: '12000.50' }).creditLimitCents).toBe(1_200_050);
  });

  it('refuses what is not an amount in francs, naming the variable', () => {
    for (const bad of ['5k', '-1', '1.005', '5,000', '99999999']) {
      expect(() => loadConfig({ CREDIT_LIMIT_CHF: bad })).toThrow(
        new RegExp(`CREDIT_LIMIT_CHF must be .* \\(got "${bad}"\\)`),
      );
    }
  });
});

describe('TWO_FACTOR_KEY (docs/accounts.md#two-factor-secrets)', () => {
  it('takes 32 bytes as hex or base64, and refuses anything else with a message naming it', () => {
    const hex = 'a'.repeat(64);
    expect(loadConfig({ TWO_FACTOR_KEY: hex }).twoFactorKey).toEqual(Buffer.alloc(32, 0xaa));
    const base64 = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({ TWO_FACTOR_KEY: base64 }).twoFactorKey).toEqual(Buffer.alloc(32, 7));
    for (const bad of ['short', 'a'.repeat(63), Buffer.alloc(16).toString('base64')]) {
      expect(() => loadConfig({ TWO_FACTOR_KEY: bad })).toThrow(/TWO_FACTOR_KEY must be 32 random bytes/);
    }
  });

  it('has a development default, which a production start refuses to use', () => {
    expect(loadConfig({}).twoFactorKey).toEqual(DEVELOPMENT_TWO_FACTOR_KEY);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/TWO_FACTOR_KEY must be set in production/);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        TWO_FACTOR_KEY: 'b'.repeat(64),
        SELLER_VAT_NUMBER: 'CHE-109.322.551 MWST',
      }).twoFactorKey,
    ).toHaveLength(32);
  });
});

describe('the seller and the QR-IBAN of invoices (docs/subscriptions-and-money.md#invoices)', () => {
  it('default outside production to the brand company, a development UID and SIX example QR-IBAN', () => {
    const config = loadConfig({});
    expect(config.seller).toEqual({
      legalName: COMPANY.name,
      street: COMPANY.street,
      postalCode: COMPANY.postalCode,
      city: COMPANY.city,
      country: 'CH',
      vatNumber: 'CHE-123.456.788 MWST',
    });
    expect(config.invoiceQrIban).toBe('CH4431999123000889012');
  });

  it('reads the seller and a QR-IBAN written with spaces', () => {
    const config = loadConfig({
      SELLER_LEGAL_NAME: 'Praxis Software AG',
      SELLER_STREET: 'Bahnhofstrasse 1',
      SELLER_POSTAL_CODE: '8001',
      SELLER_CITY: 'Zürich',
      SELLER_VAT_NUMBER: 'CHE-109.322.551 TVA',
      INVOICE_QR_IBAN: 'LI70 3000 0123 4567 8901 2',
    });
    expect(config.seller).toMatchObject({ legalName: 'Praxis Software AG', city: 'Zürich' });
    expect(config.seller.vatNumber).toBe('CHE-109.322.551 TVA');
    expect(config.invoiceQrIban).toBe('LI7030000123456789012');
  });

  it.each([
    // Check digit 8, not 7.
    ['SELLER_VAT_NUMBER', 'CHE-123.456.787 MWST', /SELLER_VAT_NUMBER must be a Swiss VAT number/],
    // A UID without the VAT suffix is no VAT number; nor is another form of writing it.
    ['SELLER_VAT_NUMBER', 'CHE-123.456.788', /SELLER_VAT_NUMBER must be a Swiss VAT number/],
    ['SELLER_VAT_NUMBER', 'CHE123456788MWST', /SELLER_VAT_NUMBER must be a Swiss VAT number/],
    // The example's check digits changed: mod 97 fails.
    ['INVOICE_QR_IBAN', 'CH45 3199 9123 0008 8901 2', /INVOICE_QR_IBAN must be a QR-IBAN/],
    // SIX's example of an ordinary IBAN (QR-IID 00762): valid, but no QR-IBAN.
    ['INVOICE_QR_IBAN', 'CH93 0076 2011 6238 5295 7', /INVOICE_QR_IBAN must be a QR-IBAN/],
    // A German IBAN, mod-97 valid.
    ['INVOICE_QR_IBAN', 'DE89 3704 0044 0532 0130 00', /INVOICE_QR_IBAN must be a QR-IBAN/],
    ['SELLER_CITY', 'x'.repeat(36), /SELLER_CITY must be at most 35 characters/],
  ])('refuses %s %o with a message naming it', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('requires the VAT number in production, and a QR-IBAN there for payment on invoice', () => {
    const production = { NODE_ENV: 'production', TWO_FACTOR_KEY: 'b'.repeat(64) };
    expect(() => loadConfig(production)).toThrow(/SELLER_VAT_NUMBER must be set in production/);
    const withVat = { ...production, SELLER_VAT_NUMBER: 'CHE-109.322.551 MWST' };
    expect(loadConfig(withVat).invoiceQrIban).toBeNull();
    expect(() => loadConfig({ ...withVat, INVOICE_PAYMENT_ENABLED: 'true' })).toThrow(
      /INVOICE_QR_IBAN must be set in production when INVOICE_PAYMENT_ENABLED is true/,
    );
    const config = loadConfig({
      ...withVat,
      INVOICE_PAYMENT_ENABLED: 'true',
      INVOICE_QR_IBAN: 'CH4431999123000889012',
    });
    expect(config.invoiceQrIban).toBe('CH4431999123000889012');
  });
});

describe('OVERDUE_INVOICES_DAYS_AHEAD, a staging aid (docs/subscriptions-and-money.md#overdue-invoices)', () => {
  it('is 0 unless set, and takes a whole number of days', () => {
    expect(loadConfig({}).overdueInvoicesDaysAhead).toBe(0);
    expect(loadConfig({ OVERDUE_INVOICES_DAYS_AHEAD: ' ' }).overdueInvoicesDaysAhead).toBe(0);
    expect(loadConfig({ OVERDUE_INVOICES_DAYS_AHEAD: '38' }).overdueInvoicesDaysAhead).toBe(38);
  });

  it('refuses what is not a whole number of days from 0 to 3650, naming the variable', () => {
    for (const bad of ['a month', '1.5', '-1', '3651']) {
      expect(() => loadConfig({ OVERDUE_INVOICES_DAYS_AHEAD: bad })).toThrow(
        new RegExp(`OVERDUE_INVOICES_DAYS_AHEAD must be .* \\(got "${bad}"\\)`),
      );
    }
  });

  it('stops a production start, even at 0: real customers would be reminded and ended early', () => {
    const production = {
      NODE_ENV: 'production',
      TWO_FACTOR_KEY: 'b'.repeat(64),
      SELLER_VAT_NUMBER: 'CHE-109.322.551 MWST',
    };
    expect(loadConfig(production).overdueInvoicesDaysAhead).toBe(0);
    for (const days of ['0', '30']) {
      expect(() => loadConfig({ ...production, OVERDUE_INVOICES_DAYS_AHEAD: days })).toThrow(
        /OVERDUE_INVOICES_DAYS_AHEAD is for development and staging only: unset it in production/,
      );
    }
  });
});
