// Stripe(key): the instance @stripe/react-stripe-js calls, and window.Stripe.
class StripeInstance {
  /**
   * @param {string} key
   * @param {Record<string, any>} options
   */
  constructor(key, options) {
    this._key = key;
    this._locale = options.locale;
    /** @type {unknown[]} */
    this._wrappers = [];
    /** @type {unknown[]} */
    this._appInfo = [];
    this.version = RELEASE_TRAIN;
  }

  /** @param {Record<string, any>} [options] */
  elements(options = {}) {
    return new Elements(this, options);
  }

  /** @param {unknown} wrapper */
  _registerWrapper(wrapper) {
    this._wrappers.push(wrapper);
  }

  /** @param {unknown} info */
  registerAppInfo(info) {
    this._appInfo.push(info);
  }

  /**
   * createPaymentMethod({ type: 'card', card: element, billing_details }) or the older
   * createPaymentMethod('card', element, { billing_details }).
   * @param {any} typeOrData
   * @param {any} [element]
   * @param {any} [extra]
   * @returns {Promise<{ paymentMethod?: PaymentMethod, error?: StripeError }>}
   */
  async createPaymentMethod(typeOrData, element, extra) {
    const data = typeof typeOrData === 'string' ? { ...extra, type: typeOrData, card: element } : typeOrData;
    if (data?.type !== 'card' || !(data.card instanceof CardElement)) {
      throw new Error(
        "The Stripe emulator's Stripe.js supports createPaymentMethod({ type: 'card', card: cardElement }) only.",
      );
    }
    /** @type {CardElement} */
    const card = data.card;
    const invalid = card._validationError();
    if (invalid) return { error: invalid };
    const { postalCode, ...cardData } = card._cardData();
    const billing = { ...(data.billing_details ?? {}) };
    if (postalCode) billing.address = { ...(billing.address ?? {}), postal_code: postalCode };
    const result = await request(this._key, 'POST', '/v1/payment_methods', {
      type: 'card',
      card: cardData,
      billing_details: billing,
      ...(data.metadata ? { metadata: data.metadata } : {}),
    });
    return result.error ? { error: result.error } : { paymentMethod: result.body };
  }

  /** Tokens are not emulated; react-stripe-js only checks that the method exists. */
  async createToken() {
    return {
      error: {
        type: 'invalid_request_error',
        message:
          "The Stripe emulator does not emulate tokens: use createPaymentMethod({ type: 'card', ... }).",
      },
    };
  }

  /**
   * @param {string} clientSecret
   * @param {any} [data]
   * @param {{ handleActions?: boolean }} [options]
   */
  async confirmCardPayment(clientSecret, data = {}, options = {}) {
    const id = intentId(clientSecret);
    if (!id) return invalidSecret(clientSecret);
    const fields = ['setup_future_usage', 'return_url'];
    return this._confirm(`/v1/payment_intents/${id}/confirm`, clientSecret, data, fields, options);
  }

  /**
   * Confirms a PaymentIntent or a SetupIntent with the card in `data.payment_method` (an id, or
   * the card element, made a PaymentMethod first) and the other `fields` of `data`; runs 3-D
   * Secure unless `handleActions` is false.
   * @param {string} path
   * @param {string} clientSecret
   * @param {any} data
   * @param {string[]} fields
   * @param {{ handleActions?: boolean }} options
   */
  async _confirm(path, clientSecret, data, fields, options) {
    /** @type {Record<string, unknown>} */
    const params = { client_secret: clientSecret, use_stripe_sdk: 'true' };
    const method = data.payment_method;
    if (typeof method === 'string') params.payment_method = method;
    else if (method && method.card instanceof CardElement) {
      const created = await this.createPaymentMethod({
        type: 'card',
        card: method.card,
        billing_details: method.billing_details,
      });
      if (created.error) return { error: created.error };
      params.payment_method = created.paymentMethod?.id;
    }
    for (const field of fields) if (data[field]) params[field] = data[field];
    const confirmed = await request(this._key, 'POST', path, params);
    if (confirmed.error) return { error: this._localizeError(confirmed.error) };
    /** @type {PaymentIntent | SetupIntent} */
    const intent = confirmed.body;
    if (intent.status === 'requires_action' && options.handleActions !== false) {
      return this._authenticate(intent, clientSecret);
    }
    return this._result(intent);
  }

  /**
   * Saves a card with a SetupIntent (https://docs.stripe.com/js/setup_intents/confirm_card_setup):
   * `payment_method` is a card element (with billing_details) or an id; 3-D Secure runs here
   * when the bank asks. Resolves `{ setupIntent }` or `{ error }` (with `error.setup_intent`).
   * @param {string} clientSecret
   * @param {any} [data]
   * @param {{ handleActions?: boolean }} [options]
   */
  async confirmCardSetup(clientSecret, data = {}, options = {}) {
    const id = intentId(clientSecret, 'seti');
    if (!id) return invalidSecret(clientSecret, 'seti');
    return this._confirm(`/v1/setup_intents/${id}/confirm`, clientSecret, data, ['return_url'], options);
  }

  /** @param {string} clientSecret */
  async retrieveSetupIntent(clientSecret) {
    const id = intentId(clientSecret, 'seti');
    if (!id) return invalidSecret(clientSecret, 'seti');
    const result = await request(this._key, 'GET', `/v1/setup_intents/${id}`, {
      client_secret: clientSecret,
    });
    return result.error ? { error: result.error } : { setupIntent: result.body };
  }

  /** @param {string} clientSecret */
  async handleCardAction(clientSecret) {
    const retrieved = await this.retrievePaymentIntent(clientSecret);
    if (retrieved.error || !retrieved.paymentIntent) return retrieved;
    if (retrieved.paymentIntent.status !== 'requires_action') return this._result(retrieved.paymentIntent);
    return this._authenticate(retrieved.paymentIntent, clientSecret);
  }

  /**
   * @param {string} clientSecret
   * @returns {Promise<{ paymentIntent?: PaymentIntent, error?: StripeError }>}
   */
  async retrievePaymentIntent(clientSecret) {
    const id = intentId(clientSecret);
    if (!id) return invalidSecret(clientSecret);
    const result = await request(this._key, 'GET', `/v1/payment_intents/${id}`, {
      client_secret: clientSecret,
    });
    return result.error ? { error: result.error } : { paymentIntent: result.body };
  }

  /**
   * @param {PaymentIntent | SetupIntent} paymentIntent
   * @param {string} clientSecret
   */
  async _authenticate(paymentIntent, clientSecret) {
    const outcome = await challenge(paymentIntent, resolveLocale(this._locale));
    try {
      const response = await fetch(`${API_ORIGIN}/3ds/${paymentIntent.id}/${outcome}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: encodeForm({ client_secret: clientSecret }),
      });
      const json = await response.json();
      if (!response.ok) return { error: json.error };
      return this._result(json);
    } catch (error) {
      return {
        error: {
          type: 'api_connection_error',
          message: `Could not reach the Stripe emulator: ${error instanceof Error ? error.message : error}`,
        },
      };
    }
  }

  /** @param {PaymentIntent | SetupIntent} paymentIntent */
  _result(paymentIntent) {
    const result = intentResult(paymentIntent);
    return result.error ? { error: this._localizeError(result.error) } : result;
  }

  /**
   * Stripe.js shows card errors in the customer's language; the API's own messages are English.
   * @param {StripeError} error
   */
  _localizeError(error) {
    const locale = resolveLocale(this._locale);
    const key =
      error.code === 'payment_intent_authentication_failure' ||
      error.code === 'setup_intent_authentication_failure'
        ? 'authentication_failure'
        : error.decline_code === 'insufficient_funds'
          ? 'insufficient_funds'
          : error.code === 'card_declined'
            ? 'card_declined'
            : null;
    return key ? { ...error, message: t(locale, key) } : error;
  }
}

/**
 * @param {string} key
 * @param {Record<string, any>} [options]
 */
function Stripe(key, options = {}) {
  if (typeof key !== 'string' || key === '') {
    throw new Error('Please call Stripe() with your publishable key. You used an empty string.');
  }
  if (/^sk_/.test(key)) throw new Error('You should not use your secret key with Stripe.js.');
  return new StripeInstance(key, options);
}
// @stripe/stripe-js compares this with the release train it expects (no warning when equal).
Stripe.version = RELEASE_TRAIN;
/** @type {any} */ (window).Stripe = Stripe;
