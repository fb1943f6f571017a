// biome-ignore-all lint/correctness/noUnusedVariables: the later parts use these names once stripe-js-asset.ts joins them.
// The card Element: a real form in the page (no iframe), with Stripe's events and classes.
let elementCounter = 0;

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
    if (this._destroyed) throw new Error('This Element has already been destroyed. Please create a new one.');
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
    renderCardForm(this);
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
    typeIntoField(this, field, input);
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
