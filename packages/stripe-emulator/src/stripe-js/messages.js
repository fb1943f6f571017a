// biome-ignore-all lint/correctness/noUnusedVariables: the later parts use these names once stripe-js-asset.ts joins them.
// The element's and the errors' words, in the site's four languages.
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
