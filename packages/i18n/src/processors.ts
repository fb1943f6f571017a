/**
 * docs/legal.md#processors: every company the product hands personal data to, named once. The
 * privacy policy (/privacy) and the data-processing agreement list them from here, in the
 * reader's language (`privacy.processor.<id>.*`, `privacy.country.<code in lower case>`,
 * `privacy.safeguard.<safeguard>`); the API's code that reaches one names its entry
 * (`processorFor`), and the API's processor test fails on any outbound call in apps/api/src that
 * no entry names. Lives beside COMPANY (brand.ts): the company's facts, read by the site, the API
 * and the documents alike.
 */

/** Where a processor keeps or reads the data: ISO 3166 codes, each with a `privacy.country.<code in lower case>` name. */
export type ProcessingCountry = 'CH' | 'IE' | 'US';

/**
 * Why the data may go there (Art. 16 FADP), each with a `privacy.safeguard.<name>` text:
 * - `switzerland`: it stays in Switzerland, no transfer abroad;
 * - `adequate`: a state the Federal Council lists as protecting data adequately (Annex 1 DPO,
 *   every EU and EEA state);
 * - `dpfAndScc`: the United States, to a company certified under the Swiss-U.S. Data Privacy
 *   Framework (listed in Annex 1 DPO since 15 September 2024), with the standard contractual
 *   clauses as the fallback the processor's own agreement provides.
 */
export type TransferSafeguard = 'switzerland' | 'adequate' | 'dpfAndScc';

export interface Processor {
  /** The message key: `privacy.processor.<id>.name`, `.purpose`, `.data`. */
  readonly id: ProcessorId;
  /**
   * The legal name of the company, or null where the operator chooses it by configuration and the
   * documents name the kind of provider (`privacy.processor.<id>.name`) and its country; the
   * company must then be chosen in that country (docs/legal.md#processors).
   */
  readonly company: string | null;
  /** Where the data is processed, with the safeguard of each place. */
  readonly locations: ReadonlyArray<{
    readonly country: ProcessingCountry;
    readonly safeguard: TransferSafeguard;
  }>;
  /**
   * How the code reaches it: the npm modules (or `fetch`) of apps/api/src that open connections to
   * it, and the configuration that points them there. The processor test holds every outbound
   * call of the API to one of these.
   */
  readonly modules: readonly string[];
  readonly configuredBy: readonly string[];
  /** The hosts a visitor's browser may load from or call for it (the site's Content-Security-Policy). */
  readonly browserSources: {
    readonly script: readonly string[];
    readonly frame: readonly string[];
    readonly connect: readonly string[];
  };
}

const NO_BROWSER_SOURCES = { script: [], frame: [], connect: [] } as const;

/**
 * The processors, in the order the documents list them. Stripe's facts are its own
 * (stripe.com/legal/dpa and its Data Transfers Addendum): Stripe Payments Europe, Limited
 * (Ireland) contracts with Swiss businesses; Stripe, Inc. (United States) is self-certified under
 * the Data Privacy Framework, Swiss-U.S. part included, with standard contractual clauses as the
 * fallback. The browser sources are Stripe's integration security guide's: Stripe.js and its
 * sub-hosts, the card fields' iframes and 3-D Secure (hooks), and the API Stripe.js calls.
 */
export const PROCESSORS = [
  {
    id: 'hosting',
    company: null,
    locations: [{ country: 'CH', safeguard: 'switzerland' }],
    modules: ['pg'],
    configuredBy: ['DATABASE_URL'],
    browserSources: NO_BROWSER_SOURCES,
  },
  {
    id: 'mail',
    company: null,
    locations: [{ country: 'CH', safeguard: 'switzerland' }],
    modules: ['nodemailer'],
    configuredBy: ['SMTP_URL'],
    browserSources: NO_BROWSER_SOURCES,
  },
  {
    id: 'stripe',
    company: 'Stripe Payments Europe, Limited',
    locations: [
      { country: 'IE', safeguard: 'adequate' },
      { country: 'US', safeguard: 'dpfAndScc' },
    ],
    modules: ['stripe'],
    configuredBy: ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'],
    browserSources: {
      script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
      frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
      connect: ['https://api.stripe.com'],
    },
  },
] as const satisfies ReadonlyArray<Omit<Processor, 'id'> & { id: string }>;

export type ProcessorId = (typeof PROCESSORS)[number]['id'];

/** The entry of a processor, for the code that talks to it: `processorFor('stripe')`. */
export function processorFor(id: ProcessorId): Processor {
  const processor = PROCESSORS.find((entry) => entry.id === id);
  if (!processor) throw new Error(`no processor ${id} in the list`);
  return processor;
}

/**
 * docs/legal.md#practice-services: what a practice chooses and contracts itself, and the product
 * calls on its behalf: its own identity provider (docs/sso.md). Not our processors: we hand them
 * no personal data of our own, the practice's staff sign in there and the provider answers us who
 * signed in. The code that calls one names its entry (`practiceServiceFor`), as processors are
 * named, so the processor test still holds every outbound call to a list.
 */
export const PRACTICE_SERVICES = [
  {
    id: 'identityProvider',
    // openid-client's discovery, token and key requests; the SAML metadata fetched by address.
    modules: ['openid-client', 'fetch'],
    configuredBy: ['the practice, on /account/sso'],
  },
] as const;

export type PracticeServiceId = (typeof PRACTICE_SERVICES)[number]['id'];

/** The entry of a practice's own service, for the code that calls it. */
export function practiceServiceFor(id: PracticeServiceId): (typeof PRACTICE_SERVICES)[number] {
  const service = PRACTICE_SERVICES.find((entry) => entry.id === id);
  if (!service) throw new Error(`no practice service ${id} in the list`);
  return service;
}
