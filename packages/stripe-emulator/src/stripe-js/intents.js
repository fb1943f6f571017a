// biome-ignore-all lint/correctness/noUnusedVariables: the later parts use these names once stripe-js-asset.ts joins them.
// PaymentIntents and SetupIntents as Stripe.js sees them, and the 3-D Secure challenge.
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
