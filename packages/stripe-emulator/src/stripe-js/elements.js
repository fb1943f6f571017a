// biome-ignore-all lint/correctness/noUnusedVariables: the later parts use these names once stripe-js-asset.ts joins them.
// elements(): the group an Element belongs to, and its locale.
class Elements {
  /**
   * @param {StripeInstance} stripe
   * @param {Record<string, any>} options
   */
  constructor(stripe, options) {
    this._stripe = stripe;
    this._options = { ...options };
    /** @type {Map<string, CardElement>} */
    this._elements = new Map();
  }

  _locale() {
    return resolveLocale(this._options.locale ?? this._stripe._locale);
  }

  /**
   * @param {string} type
   * @param {CardOptions} [options]
   */
  create(type, options = {}) {
    if (type !== 'card') {
      throw new Error(`The Stripe emulator's Stripe.js supports only the 'card' Element, not '${type}'.`);
    }
    if (this._elements.has(type)) throw new Error(`Can only create one Element of type ${type}.`);
    const element = new CardElement(this, options);
    this._elements.set(type, element);
    return element;
  }

  /**
   * Takes a type, or a react-stripe-js component such as CardElement (it carries __elementType).
   * @param {string | { __elementType?: string }} type
   */
  getElement(type) {
    const key = typeof type === 'string' ? type : type?.__elementType;
    return (key && this._elements.get(key)) || null;
  }

  /** @param {Record<string, any>} options */
  update(options) {
    const localeChanged = 'locale' in options && options.locale !== this._options.locale;
    this._options = { ...this._options, ...options };
    if (localeChanged) for (const element of this._elements.values()) element._render();
  }

  fetchUpdates() {
    return Promise.resolve({});
  }

  submit() {
    return Promise.resolve({});
  }

  /** @param {CardElement} element */
  _forget(element) {
    for (const [type, candidate] of this._elements) if (candidate === element) this._elements.delete(type);
  }
}
