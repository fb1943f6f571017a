// biome-ignore-all lint/correctness/noUnusedVariables: the later parts use these names once stripe-js-asset.ts joins them.
// Calls to the emulator's API, form-encoded as Stripe.js sends them.
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
