/*
 * Stripe.js stand-in, served by the Stripe emulator at /v3/stripe.js. Plain browser script (no
 * build step): it defines window.Stripe with the part of Stripe.js this product uses, so that
 * `loadStripe` from @stripe/stripe-js/pure resolves to it and @stripe/react-stripe-js works
 * unchanged. Test mode only: card data goes to the emulator, never to Stripe.
 *
 * Followed: https://docs.stripe.com/js (Stripe(), elements(), element.mount/on/update/destroy,
 * createPaymentMethod, confirmCardPayment, handleCardAction, retrievePaymentIntent,
 * confirmCardSetup, retrieveSetupIntent) and
 * https://docs.stripe.com/js/element/events (change event shape).
 */
(() => {
  const RELEASE_TRAIN = 'endive';
  const current = document.currentScript;
  const API_ORIGIN =
    current instanceof HTMLScriptElement && current.src
      ? new URL(current.src).origin
      : 'http://localhost:12111';

  /**
   * @typedef {{ type: string, code?: string, decline_code?: string, message: string, param?: string,
   *   payment_intent?: PaymentIntent, payment_method?: unknown }} StripeError
   * @typedef {{ id: string, object: 'payment_intent', status: string, amount: number, currency: string,
   *   client_secret: string | null, last_payment_error: StripeError | null, next_action: { type: string } | null,
   *   payment_method: string | null }} PaymentIntent
   * @typedef {{ id: string, object: 'setup_intent', status: string, client_secret: string | null,
   *   last_setup_error: StripeError | null, next_action: { type: string } | null,
   *   payment_method: string | null }} SetupIntent
   * @typedef {{ id: string, object: 'payment_method', type: string }} PaymentMethod
   * @typedef {{ error?: StripeError, body?: any }} ApiResult
   * @typedef {'number' | 'expiry' | 'cvc' | 'postalCode'} FieldName
   * @typedef {{ base?: Record<string, string>, invalid?: Record<string, string>, complete?: Record<string, string> }} ElementStyle
   * @typedef {{ hidePostalCode?: boolean, style?: ElementStyle, disabled?: boolean,
   *   value?: { postalCode?: string }, classes?: Record<string, string> }} CardOptions
   */

  /** @type {Record<string, Record<string, string>>} */
  const MESSAGES = {
    en: {
      group: 'Card details',
      number: 'Card number',
      expiry: 'Expiration date (MM / YY)',
      cvc: 'Security code (CVC)',
      postalCode: 'Postal code',
      incomplete_number: 'Your card number is incomplete.',
      invalid_number: 'Your card number is invalid.',
      incomplete_expiry: "Your card's expiration date is incomplete.",
      invalid_expiry_month: "Your card's expiration date is invalid.",
      invalid_expiry_year_past: "Your card's expiration year is in the past.",
      incomplete_cvc: "Your card's security code is incomplete.",
      incomplete_zip: 'Your postal code is incomplete.',
      card_declined: 'Your card was declined.',
      insufficient_funds: 'Your card has insufficient funds.',
      authentication_failure:
        'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    },
    fr: {
      group: 'Données de la carte',
      number: 'Numéro de carte',
      expiry: "Date d'expiration (MM / AA)",
      cvc: 'Code de sécurité (CVC)',
      postalCode: 'Code postal',
      incomplete_number: 'Le numéro de carte est incomplet.',
      invalid_number: 'Le numéro de carte est invalide.',
      incomplete_expiry: "La date d'expiration de la carte est incomplète.",
      invalid_expiry_month: "La date d'expiration de la carte est invalide.",
      invalid_expiry_year_past: "L'année d'expiration de la carte est déjà passée.",
      incomplete_cvc: 'Le code de sécurité de la carte est incomplet.',
      incomplete_zip: 'Le code postal est incomplet.',
      card_declined: 'Votre carte a été refusée.',
      insufficient_funds: 'Les fonds de votre carte sont insuffisants.',
      authentication_failure:
        "Nous n'avons pas pu authentifier votre moyen de paiement. Veuillez en choisir un autre et réessayer.",
    },
    de: {
      group: 'Kartendaten',
      number: 'Kartennummer',
      expiry: 'Ablaufdatum (MM / JJ)',
      cvc: 'Sicherheitscode (CVC)',
      postalCode: 'Postleitzahl',
      incomplete_number: 'Ihre Kartennummer ist unvollständig.',
      invalid_number: 'Ihre Kartennummer ist ungültig.',
      incomplete_expiry: 'Das Ablaufdatum Ihrer Karte ist unvollständig.',
      invalid_expiry_month: 'Das Ablaufdatum Ihrer Karte ist ungültig.',
      invalid_expiry_year_past: 'Das Ablaufjahr Ihrer Karte liegt in der Vergangenheit.',
      incomplete_cvc: 'Der Sicherheitscode Ihrer Karte ist unvollständig.',
      incomplete_zip: 'Ihre Postleitzahl ist unvollständig.',
      card_declined: 'Ihre Karte wurde abgelehnt.',
      insufficient_funds: 'Ihre Karte ist nicht ausreichend gedeckt.',
      authentication_failure:
        'Wir konnten Ihre Zahlungsmethode nicht authentifizieren. Bitte wählen Sie eine andere Zahlungsmethode und versuchen Sie es erneut.',
    },
    it: {
      group: 'Dati della carta',
      number: 'Numero della carta',
      expiry: 'Data di scadenza (MM / AA)',
      cvc: 'Codice di sicurezza (CVC)',
      postalCode: 'Codice postale',
      incomplete_number: 'Il numero della carta è incompleto.',
      invalid_number: 'Il numero della carta non è valido.',
      incomplete_expiry: 'La data di scadenza della carta è incompleta.',
      invalid_expiry_month: 'La data di scadenza della carta non è valida.',
      invalid_expiry_year_past: "L'anno di scadenza della carta è già passato.",
      incomplete_cvc: 'Il codice di sicurezza della carta è incompleto.',
      incomplete_zip: 'Il codice postale è incompleto.',
      card_declined: 'La tua carta è stata rifiutata.',
      insufficient_funds: 'Il saldo della tua carta è insufficiente.',
      authentication_failure:
        'Non siamo riusciti ad autenticare il tuo metodo di pagamento. Scegline un altro e riprova.',
    },
  };

  /** @param {string | undefined} locale */
  function resolveLocale(locale) {
    const wanted = !locale || locale === 'auto' ? navigator.language : locale;
    const language = (wanted || 'en').slice(0, 2).toLowerCase();
    return language in MESSAGES ? language : 'en';
  }

  /**
   * @param {string} locale
   * @param {string} key
   */
  function t(locale, key) {
    return MESSAGES[locale]?.[key] ?? MESSAGES.en?.[key] ?? key;
  }

  /** Stripe's form encoding: nested keys in brackets, arrays indexed. */
  /**
   * @param {Record<string, unknown>} data
   * @returns {string}
   */
  function encodeForm(data) {
    /** @type {string[]} */
    const pairs = [];
    /**
     * @param {string} key
     * @param {unknown} value
     */
    const encode = (key, value) => {
      if (value === undefined || value === null) return;
      if (Array.isArray(value)) {
        value.forEach((item, index) => {
          encode(`${key}[${index}]`, item);
        });
      } else if (typeof value === 'object') {
        for (const [child, item] of Object.entries(value)) encode(`${key}[${child}]`, item);
      } else {
        pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
      }
    };
    for (const [key, value] of Object.entries(data)) encode(key, value);
    return pairs.join('&');
  }

  /**
   * @param {string} key
   * @param {'GET' | 'POST'} method
   * @param {string} path
   * @param {Record<string, unknown>} [params]
   * @returns {Promise<ApiResult>}
   */
  async function request(key, method, path, params = {}) {
    const body = encodeForm(params);
    const url = method === 'GET' && body ? `${API_ORIGIN}${path}?${body}` : `${API_ORIGIN}${path}`;
    try {
      const response = await fetch(url, {
        method,
        headers: {
          Authorization: `Bearer ${key}`,
          Accept: 'application/json',
          ...(method === 'POST' ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
        },
        ...(method === 'POST' ? { body } : {}),
      });
      const json = await response.json();
      if (!response.ok)
        return { error: json.error ?? { type: 'api_error', message: `HTTP ${response.status}` } };
      return { body: json };
    } catch (error) {
      return {
        error: {
          type: 'api_connection_error',
          message: `Could not reach the Stripe emulator at ${API_ORIGIN}: ${error instanceof Error ? error.message : error}`,
        },
      };
    }
  }

  // ---- card field rules -----------------------------------------------------------------

  /** @param {string} digits */
  function brandOf(digits) {
    if (/^4/.test(digits)) return 'visa';
    if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
    if (/^3[47]/.test(digits)) return 'amex';
    return 'unknown';
  }

  /** @param {string} digits */
  function luhn(digits) {
    let sum = 0;
    let double = false;
    for (let i = digits.length - 1; i >= 0; i--) {
      let digit = Number(digits[i]);
      if (double) {
        digit *= 2;
        if (digit > 9) digit -= 9;
      }
      sum += digit;
      double = !double;
    }
    return sum % 10 === 0;
  }

  /** @param {string} digits */
  const numberLength = (digits) => (brandOf(digits) === 'amex' ? 15 : 16);

  /** @param {string} digits */
  function formatNumber(digits) {
    const groups = brandOf(digits) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
    /** @type {string[]} */
    const parts = [];
    let rest = digits;
    for (const size of groups) {
      if (!rest) break;
      parts.push(rest.slice(0, size));
      rest = rest.slice(size);
    }
    return parts.join(' ');
  }

  /** @param {string} digits */
  function formatExpiry(digits) {
    let value = digits;
    // "4" can only be April: show it as 04 so the user goes on with the year.
    if (value.length === 1 && Number(value) > 1) value = `0${value}`;
    return value.length > 2 ? `${value.slice(0, 2)} / ${value.slice(2, 4)}` : value;
  }

  /**
   * @typedef {{ complete: boolean, empty: boolean, error: { code: string } | null,
   *   incompleteCode: string | null }} FieldState
   */

  /**
   * @param {FieldName} field
   * @param {string} value
   * @param {string} numberDigits
   * @returns {FieldState}
   */
  function checkField(field, value, numberDigits) {
    const digits = value.replace(/\D/g, '');
    const empty = value.trim() === '';
    if (field === 'number') {
      const full = digits.length >= numberLength(digits);
      if (full && !luhn(digits))
        return { complete: false, empty, error: { code: 'invalid_number' }, incompleteCode: null };
      return { complete: full, empty, error: null, incompleteCode: full ? null : 'incomplete_number' };
    }
    if (field === 'expiry') {
      if (digits.length >= 2 && (Number(digits.slice(0, 2)) < 1 || Number(digits.slice(0, 2)) > 12)) {
        return { complete: false, empty, error: { code: 'invalid_expiry_month' }, incompleteCode: null };
      }
      if (digits.length < 4)
        return { complete: false, empty, error: null, incompleteCode: 'incomplete_expiry' };
      const month = Number(digits.slice(0, 2));
      const year = 2000 + Number(digits.slice(2, 4));
      const now = new Date();
      if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) {
        return { complete: false, empty, error: { code: 'invalid_expiry_year_past' }, incompleteCode: null };
      }
      return { complete: true, empty, error: null, incompleteCode: null };
    }
    if (field === 'cvc') {
      const needed = brandOf(numberDigits) === 'amex' ? 4 : 3;
      const complete = digits.length >= needed;
      return { complete, empty, error: null, incompleteCode: complete ? null : 'incomplete_cvc' };
    }
    const complete = value.trim().length > 0;
    return { complete, empty, error: null, incompleteCode: complete ? null : 'incomplete_zip' };
  }

  // ---- the card Element ------------------------------------------------------------------

  let elementCounter = 0;

  /** @param {HTMLElement} node @param {Record<string, string> | undefined} style */
  function applyStyle(node, style) {
    if (!style) return;
    const map = /** @type {Record<string, string>} */ ({
      color: 'color',
      fontFamily: 'fontFamily',
      fontSize: 'fontSize',
      fontWeight: 'fontWeight',
      lineHeight: 'lineHeight',
      letterSpacing: 'letterSpacing',
      backgroundColor: 'backgroundColor',
    });
    for (const [key, value] of Object.entries(style)) {
      const property = map[key];
      if (property)
        node.style.setProperty(
          property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`),
          value,
        );
    }
  }

  class CardElement {
    /**
     * @param {Elements} elements
     * @param {CardOptions} options
     */
    constructor(elements, options) {
      this._elements = elements;
      /** @type {CardOptions} */
      this._options = { ...options };
      this._id = `stripe-emulator-card-${++elementCounter}`;
      /** @type {Record<FieldName, string>} */
      this._values = { number: '', expiry: '', cvc: '', postalCode: options.value?.postalCode ?? '' };
      /** @type {Set<FieldName>} fields the user has left: their incomplete errors show from then on */
      this._touched = new Set();
      /** @type {Map<string, Set<(event: any) => void>>} */
      this._listeners = new Map();
      /** @type {HTMLElement | null} */
      this._container = null;
      /** @type {HTMLElement | null} */
      this._root = null;
      /** @type {Partial<Record<FieldName, HTMLInputElement>>} */
      this._inputs = {};
      /** @type {HTMLElement | null} */
      this._errorNode = null;
      this._ready = false;
      this._destroyed = false;
      this._focused = false;
    }

    _assertAlive() {
      if (this._destroyed)
        throw new Error('This Element has already been destroyed. Please create a new one.');
    }

    /** @param {HTMLElement | string} target */
    mount(target) {
      this._assertAlive();
      const node = typeof target === 'string' ? document.querySelector(target) : target;
      if (!(node instanceof HTMLElement)) {
        throw new Error(`Invalid DOM element or selector passed to mount(): ${String(target)}`);
      }
      if (this._container) this.unmount();
      this._container = node;
      node.classList.add('StripeElement');
      this._render();
      // Stripe.js reports ready once its iframe has loaded: always after mount() returns.
      setTimeout(() => {
        if (this._container !== node) return;
        this._ready = true;
        this._emit('ready', { elementType: 'card' });
      }, 0);
    }

    unmount() {
      this._assertAlive();
      if (this._root) this._root.remove();
      if (this._container) {
        this._container.classList.remove(
          'StripeElement',
          'StripeElement--focus',
          'StripeElement--invalid',
          'StripeElement--complete',
          'StripeElement--empty',
        );
      }
      this._container = null;
      this._root = null;
      this._inputs = {};
      this._ready = false;
    }

    destroy() {
      if (this._destroyed) return;
      if (this._container) this.unmount();
      this._destroyed = true;
      this._listeners.clear();
      this._elements._forget(this);
    }

    /**
     * @param {string} event
     * @param {(event: any) => void} handler
     */
    on(event, handler) {
      let handlers = this._listeners.get(event);
      if (!handlers) {
        handlers = new Set();
        this._listeners.set(event, handlers);
      }
      handlers.add(handler);
      // A 'ready' listener added after the Element became ready still hears about it.
      if (event === 'ready' && this._ready) setTimeout(() => handler({ elementType: 'card' }), 0);
      return this;
    }

    /**
     * @param {string} event
     * @param {(event: any) => void} handler
     */
    once(event, handler) {
      /** @param {any} payload */
      const wrapped = (payload) => {
        this.off(event, wrapped);
        handler(payload);
      };
      return this.on(event, wrapped);
    }

    /**
     * @param {string} event
     * @param {(event: any) => void} [handler]
     */
    off(event, handler) {
      if (handler) this._listeners.get(event)?.delete(handler);
      else this._listeners.delete(event);
      return this;
    }

    /** @param {CardOptions} options */
    update(options) {
      this._assertAlive();
      const rerender = 'hidePostalCode' in options && options.hidePostalCode !== this._options.hidePostalCode;
      this._options = { ...this._options, ...options };
      if (options.value?.postalCode !== undefined) this._values.postalCode = options.value.postalCode;
      if (this._container && rerender) this._render();
      else this._applyOptions();
    }

    focus() {
      this._inputs.number?.focus();
    }

    blur() {
      const active = document.activeElement;
      if (active instanceof HTMLElement && this._root?.contains(active)) active.blur();
    }

    clear() {
      this._values = { number: '', expiry: '', cvc: '', postalCode: '' };
      this._touched.clear();
      for (const [field, input] of Object.entries(this._inputs)) {
        if (input) input.value = this._values[/** @type {FieldName} */ (field)];
      }
      this._refresh(true);
    }

    /** @returns {FieldName[]} */
    _fields() {
      return this._options.hidePostalCode
        ? ['number', 'expiry', 'cvc']
        : ['number', 'expiry', 'cvc', 'postalCode'];
    }

    _render() {
      const container = this._container;
      if (!container) return;
      if (this._root) this._root.remove();
      const locale = this._elements._locale();
      const root = document.createElement('div');
      root.setAttribute('role', 'group');
      root.setAttribute('aria-label', t(locale, 'group'));
      root.dataset.stripeEmulator = 'card';
      Object.assign(root.style, { display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'flex-end' });
      const errorId = `${this._id}-error`;
      /** @type {Record<FieldName, { label: string, autocomplete: string, placeholder: string, width: string, name: string }>} */
      const specs = {
        number: {
          label: t(locale, 'number'),
          autocomplete: 'cc-number',
          placeholder: '1234 1234 1234 1234',
          width: '14rem',
          name: 'cardnumber',
        },
        expiry: {
          label: t(locale, 'expiry'),
          autocomplete: 'cc-exp',
          placeholder: 'MM / YY',
          width: '7rem',
          name: 'exp-date',
        },
        cvc: {
          label: t(locale, 'cvc'),
          autocomplete: 'cc-csc',
          placeholder: 'CVC',
          width: '5rem',
          name: 'cvc',
        },
        postalCode: {
          label: t(locale, 'postalCode'),
          autocomplete: 'postal-code',
          placeholder: '',
          width: '7rem',
          name: 'postal',
        },
      };
      this._inputs = {};
      for (const field of this._fields()) {
        const spec = specs[field];
        const label = document.createElement('label');
        Object.assign(label.style, {
          display: 'flex',
          flexDirection: 'column',
          gap: '0.25rem',
          fontSize: '0.875em',
        });
        const text = document.createElement('span');
        text.textContent = spec.label;
        const input = document.createElement('input');
        input.id = `${this._id}-${field}`;
        input.name = spec.name;
        input.type = 'text';
        input.autocomplete = /** @type {AutoFill} */ (spec.autocomplete);
        input.placeholder = spec.placeholder;
        if (field !== 'postalCode') input.inputMode = 'numeric';
        input.spellcheck = false;
        input.value = this._values[field];
        input.setAttribute('aria-describedby', errorId);
        input.setAttribute('aria-invalid', 'false');
        Object.assign(input.style, {
          width: spec.width,
          maxWidth: '100%',
          padding: '0.5rem',
          border: '1px solid #8a8f98',
          borderRadius: '4px',
          font: 'inherit',
          background: 'transparent',
          color: 'inherit',
        });
        input.addEventListener('input', () => this._onInput(field, input));
        input.addEventListener('focus', () => this._onFocusChange());
        input.addEventListener('blur', () => {
          if (input.value !== '') this._touched.add(field);
          this._refresh(false);
          this._onFocusChange();
        });
        input.addEventListener('keydown', (event) => {
          if (event.key === 'Escape') this._emit('escape', { elementType: 'card' });
        });
        label.append(text, input);
        root.append(label);
        this._inputs[field] = input;
      }
      const error = document.createElement('p');
      error.id = errorId;
      error.setAttribute('aria-live', 'polite');
      Object.assign(error.style, {
        flexBasis: '100%',
        margin: '0',
        minHeight: '1.25em',
        fontSize: '0.875em',
      });
      root.append(error);
      this._errorNode = error;
      this._root = root;
      container.append(root);
      this._applyOptions();
      this._refresh(false, false);
    }

    _applyOptions() {
      const style = this._options.style;
      for (const input of Object.values(this._inputs)) {
        if (!input) continue;
        applyStyle(input, style?.base);
        input.disabled = Boolean(this._options.disabled);
      }
      if (this._errorNode) this._errorNode.style.color = style?.invalid?.color ?? '#b3261e';
    }

    /**
     * @param {FieldName} field
     * @param {HTMLInputElement} input
     */
    _onInput(field, input) {
      if (field === 'postalCode') {
        this._values.postalCode = input.value;
        this._refresh(true);
        return;
      }
      const caret = input.selectionStart ?? input.value.length;
      const atEnd = caret >= input.value.length;
      const digitsBeforeCaret = input.value.slice(0, caret).replace(/\D/g, '').length;
      let digits = input.value.replace(/\D/g, '');
      let formatted = '';
      if (field === 'number') {
        digits = digits.slice(0, brandOf(digits) === 'amex' ? 15 : 19);
        formatted = formatNumber(digits);
      } else if (field === 'expiry') {
        // Deleting the separator's space must not re-add it forever: drop the slash with it.
        formatted = formatExpiry(digits.slice(0, 4));
        if (input.value.length < this._values.expiry.length && /\s\/\s?$/.test(this._values.expiry)) {
          formatted = digits.slice(0, 2);
        }
      } else {
        formatted = digits.slice(0, 4);
      }
      input.value = formatted;
      this._values[field] = formatted;
      if (!atEnd) {
        let position = 0;
        let seen = 0;
        while (position < formatted.length && seen < digitsBeforeCaret) {
          if (/\d/.test(formatted[position] ?? '')) seen++;
          position++;
        }
        input.setSelectionRange(position, position);
      }
      const state = checkField(field, formatted, this._values.number.replace(/\D/g, ''));
      this._refresh(true);
      // Like Stripe's card Element, a completed field hands over to the next one.
      if (state.complete && atEnd) {
        const fields = this._fields();
        const next = fields[fields.indexOf(field) + 1];
        if (next) this._inputs[next]?.focus();
      }
    }

    _onFocusChange() {
      // Focus moves between our inputs: decide on the next tick, when activeElement has settled.
      setTimeout(() => {
        const inside = Boolean(
          this._root && document.activeElement && this._root.contains(document.activeElement),
        );
        if (inside === this._focused) return;
        this._focused = inside;
        this._container?.classList.toggle('StripeElement--focus', inside);
        this._emit(inside ? 'focus' : 'blur', { elementType: 'card' });
      }, 0);
    }

    /** @param {boolean} includeIncomplete */
    _firstError(includeIncomplete) {
      const numberDigits = this._values.number.replace(/\D/g, '');
      for (const field of this._fields()) {
        const state = checkField(field, this._values[field], numberDigits);
        if (state.error) return { field, code: state.error.code };
        if (state.incompleteCode && (includeIncomplete || this._touched.has(field))) {
          return { field, code: state.incompleteCode };
        }
      }
      return null;
    }

    /**
     * @param {boolean} emitChange
     * @param {boolean} [showErrors]
     */
    _refresh(emitChange, showErrors = true) {
      const numberDigits = this._values.number.replace(/\D/g, '');
      const states = this._fields().map((field) => checkField(field, this._values[field], numberDigits));
      const complete = states.every((state) => state.complete);
      const empty = states.every((state) => state.empty);
      const problem = showErrors ? this._firstError(false) : null;
      const locale = this._elements._locale();
      const error = problem
        ? { type: 'validation_error', code: problem.code, message: t(locale, problem.code) }
        : undefined;
      if (this._errorNode) this._errorNode.textContent = error ? error.message : '';
      for (const field of this._fields()) {
        const invalid = problem?.field === field;
        this._inputs[field]?.setAttribute('aria-invalid', String(invalid));
      }
      const container = this._container;
      if (container) {
        container.classList.toggle('StripeElement--invalid', Boolean(error));
        container.classList.toggle('StripeElement--complete', complete);
        container.classList.toggle('StripeElement--empty', empty);
      }
      if (emitChange) {
        this._emit('change', {
          elementType: 'card',
          empty,
          complete,
          error,
          brand: brandOf(numberDigits),
          value: this._options.hidePostalCode ? {} : { postalCode: this._values.postalCode },
        });
      }
    }

    /**
     * @param {string} event
     * @param {unknown} payload
     */
    _emit(event, payload) {
      for (const handler of [...(this._listeners.get(event) ?? [])]) handler(payload);
    }

    /** The first problem, incomplete fields included (what createPaymentMethod refuses). */
    _validationError() {
      const problem = this._firstError(true);
      if (!problem) return null;
      for (const field of this._fields()) this._touched.add(field);
      this._refresh(false);
      return {
        type: 'validation_error',
        code: problem.code,
        message: t(this._elements._locale(), problem.code),
      };
    }

    _cardData() {
      const expiry = this._values.expiry.replace(/\D/g, '');
      return {
        number: this._values.number.replace(/\D/g, ''),
        exp_month: expiry.slice(0, 2),
        exp_year: `20${expiry.slice(2, 4)}`,
        cvc: this._values.cvc,
        postalCode: this._options.hidePostalCode ? '' : this._values.postalCode,
      };
    }
  }

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

  /**
   * @param {string} clientSecret
   * @param {'pi' | 'seti'} [prefix]
   */
  function intentId(clientSecret, prefix = 'pi') {
    const match = new RegExp(`^(${prefix}_[A-Za-z0-9]+)_secret_`).exec(String(clientSecret));
    return match ? match[1] : null;
  }

  /**
   * @param {string} clientSecret
   * @param {'pi' | 'seti'} [prefix]
   */
  function invalidSecret(clientSecret, prefix = 'pi') {
    const kind = prefix === 'seti' ? 'SetupIntent' : 'PaymentIntent';
    return {
      error: {
        type: 'invalid_request_error',
        code: 'invalid_client_secret',
        message: `Invalid value for the ${kind} client secret: ${String(clientSecret)}. It should look like ${prefix}_..._secret_...`,
      },
    };
  }

  /** @param {PaymentIntent | SetupIntent} intent */
  function intentResult(intent) {
    if (intent.object === 'setup_intent') {
      if (intent.status === 'requires_payment_method' && intent.last_setup_error) {
        return { error: { ...intent.last_setup_error, setup_intent: intent } };
      }
      return { setupIntent: intent };
    }
    if (intent.status === 'requires_payment_method' && intent.last_payment_error) {
      return { error: { ...intent.last_payment_error, payment_intent: intent } };
    }
    return { paymentIntent: intent };
  }

  /**
   * The 3-D Secure challenge, as Stripe's test mode shows it: a modal with two buttons. Resolves
   * with the choice; Escape or the close button count as failing it.
   * @param {PaymentIntent | SetupIntent} paymentIntent
   * @param {string} locale
   * @returns {Promise<'complete' | 'fail'>}
   */
  function challenge(paymentIntent, locale) {
    return new Promise((resolve) => {
      const previousFocus = document.activeElement;
      const dialog = document.createElement('dialog');
      const titleId = `stripe-emulator-3ds-title-${paymentIntent.id}`;
      dialog.setAttribute('aria-labelledby', titleId);
      dialog.dataset.stripeEmulator = 'three-d-secure';
      Object.assign(dialog.style, {
        maxWidth: '26rem',
        padding: '1.5rem',
        border: '0',
        borderRadius: '8px',
        fontFamily: 'system-ui, sans-serif',
        color: '#1a1a1a',
        background: '#fff',
      });
      const title = document.createElement('h2');
      title.id = titleId;
      title.textContent = '3D Secure 2 Test Page';
      Object.assign(title.style, { margin: '0 0 0.75rem', fontSize: '1.25rem' });
      const text = document.createElement('p');
      if (paymentIntent.object === 'setup_intent') {
        text.textContent =
          'Stripe emulator (test mode): authenticate saving this card for later payments, or make the authentication fail.';
      } else {
        const amount = new Intl.NumberFormat(locale, {
          style: 'currency',
          currency: paymentIntent.currency.toUpperCase(),
        }).format(paymentIntent.amount / 100);
        text.textContent = `Stripe emulator (test mode): authenticate the payment of ${amount}, or make the authentication fail.`;
      }
      const actions = document.createElement('div');
      Object.assign(actions.style, { display: 'flex', gap: '0.5rem', flexWrap: 'wrap', marginTop: '1rem' });
      /**
       * @param {string} label
       * @param {'complete' | 'fail'} outcome
       */
      const button = (label, outcome) => {
        const node = document.createElement('button');
        node.type = 'button';
        node.textContent = label;
        Object.assign(node.style, { font: 'inherit', padding: '0.5rem 1rem', cursor: 'pointer' });
        node.addEventListener('click', () => finish(outcome));
        return node;
      };
      const complete = button('Complete authentication', 'complete');
      const failButton = button('Fail authentication', 'fail');
      actions.append(complete, failButton);
      dialog.append(title, text, actions);
      let settled = false;
      /** @param {'complete' | 'fail'} outcome */
      const finish = (outcome) => {
        if (settled) return;
        settled = true;
        dialog.close();
        dialog.remove();
        if (previousFocus instanceof HTMLElement) previousFocus.focus();
        resolve(outcome);
      };
      dialog.addEventListener('cancel', (event) => {
        event.preventDefault();
        finish('fail');
      });
      document.body.append(dialog);
      dialog.showModal();
      complete.focus();
    });
  }

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
      const data =
        typeof typeOrData === 'string' ? { ...extra, type: typeOrData, card: element } : typeOrData;
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
      if (data.setup_future_usage) params.setup_future_usage = data.setup_future_usage;
      if (data.return_url) params.return_url = data.return_url;
      const confirmed = await request(this._key, 'POST', `/v1/payment_intents/${id}/confirm`, params);
      if (confirmed.error) return { error: this._localizeError(confirmed.error) };
      /** @type {PaymentIntent} */
      const paymentIntent = confirmed.body;
      if (paymentIntent.status === 'requires_action' && options.handleActions !== false) {
        return this._authenticate(paymentIntent, clientSecret);
      }
      return this._result(paymentIntent);
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
      if (data.return_url) params.return_url = data.return_url;
      const confirmed = await request(this._key, 'POST', `/v1/setup_intents/${id}/confirm`, params);
      if (confirmed.error) return { error: this._localizeError(confirmed.error) };
      /** @type {SetupIntent} */
      const setupIntent = confirmed.body;
      if (setupIntent.status === 'requires_action' && options.handleActions !== false) {
        return this._authenticate(setupIntent, clientSecret);
      }
      return this._result(setupIntent);
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
})();
