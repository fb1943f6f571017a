// biome-ignore-all lint/correctness/noUnusedVariables: the later parts use these names once stripe-js-asset.ts joins them.
// The card Element's form in the page: its labelled inputs, drawn, and each keystroke reformatted.

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

/**
 * Draws the Element's inputs and error line into its container, replacing what was there.
 * @param {CardElement} element
 */
function renderCardForm(element) {
  const container = element._container;
  if (!container) return;
  if (element._root) element._root.remove();
  const locale = element._elements._locale();
  const root = document.createElement('div');
  root.setAttribute('role', 'group');
  root.setAttribute('aria-label', t(locale, 'group'));
  root.dataset.stripeEmulator = 'card';
  Object.assign(root.style, { display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'flex-end' });
  const errorId = `${element._id}-error`;
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
  element._inputs = {};
  for (const field of element._fields()) {
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
    input.id = `${element._id}-${field}`;
    input.name = spec.name;
    input.type = 'text';
    input.autocomplete = /** @type {AutoFill} */ (spec.autocomplete);
    input.placeholder = spec.placeholder;
    if (field !== 'postalCode') input.inputMode = 'numeric';
    input.spellcheck = false;
    input.value = element._values[field];
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
    input.addEventListener('input', () => element._onInput(field, input));
    input.addEventListener('focus', () => element._onFocusChange());
    input.addEventListener('blur', () => {
      if (input.value !== '') element._touched.add(field);
      element._refresh(false);
      element._onFocusChange();
    });
    input.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') element._emit('escape', { elementType: 'card' });
    });
    label.append(text, input);
    root.append(label);
    element._inputs[field] = input;
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
  element._errorNode = error;
  element._root = root;
  container.append(root);
  element._applyOptions();
  element._refresh(false, false);
}

/**
 * Reformats a field as it is typed (card number in groups, MM / YY), keeps the caret where it
 * was, and moves on to the next field once this one is complete.
 * @param {CardElement} element
 * @param {FieldName} field
 * @param {HTMLInputElement} input
 */
function typeIntoField(element, field, input) {
  if (field === 'postalCode') {
    element._values.postalCode = input.value;
    element._refresh(true);
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
    if (input.value.length < element._values.expiry.length && /\s\/\s?$/.test(element._values.expiry)) {
      formatted = digits.slice(0, 2);
    }
  } else {
    formatted = digits.slice(0, 4);
  }
  input.value = formatted;
  element._values[field] = formatted;
  if (!atEnd) {
    let position = 0;
    let seen = 0;
    while (position < formatted.length && seen < digitsBeforeCaret) {
      if (/\d/.test(formatted[position] ?? '')) seen++;
      position++;
    }
    input.setSelectionRange(position, position);
  }
  const state = checkField(field, formatted, element._values.number.replace(/\D/g, ''));
  element._refresh(true);
  // Like Stripe's card Element, a completed field hands over to the next one.
  if (state.complete && atEnd) {
    const fields = element._fields();
    const next = fields[fields.indexOf(field) + 1];
    if (next) element._inputs[next]?.focus();
  }
}
