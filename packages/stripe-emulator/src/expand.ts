import { invalidRequest } from './errors.js';

/** How to turn an id into its object, and which fields appear only when asked for. */
export interface Expander {
  byId(id: string): object | undefined;
  /** Stripe's "includable" fields (e.g. invoice.confirmation_secret), absent unless expanded. */
  includable(object: Record<string, unknown>, field: string): unknown;
}

const MAX_DEPTH = 4;

/**
 * `expand[]=latest_invoice.confirmation_secret`: each dotted segment replaces an id with its object
 * (or fills an includable field), walking through lists (`data.`) and arrays.
 * https://docs.stripe.com/expand
 */
export function applyExpand<T>(root: T, paths: string[], expander: Expander): T {
  for (const path of paths) {
    const segments = path.split('.');
    if (segments.length > MAX_DEPTH) {
      throw invalidRequest(
        `You cannot expand more than ${MAX_DEPTH} levels of a property. Property: ${path}`,
        'expand',
      );
    }
    expandSegments(root, segments, expander, path);
  }
  return root;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function expandSegments(node: unknown, segments: string[], expander: Expander, path: string): void {
  if (segments.length === 0) return;
  if (Array.isArray(node)) {
    for (const item of node) expandSegments(item, segments, expander, path);
    return;
  }
  if (!isRecord(node)) return;
  const [head, ...rest] = segments as [string, ...string[]];
  let value = node[head];
  if (value === undefined) {
    const included = expander.includable(node, head);
    if (included === undefined) {
      throw invalidRequest(`This property cannot be expanded (${path}).`, 'expand');
    }
    value = included;
  } else if (typeof value === 'string') {
    value = expander.byId(value) ?? value;
  } else if (Array.isArray(value) && rest.length === 0) {
    value = value.map((item) => (typeof item === 'string' ? (expander.byId(item) ?? item) : item));
  }
  node[head] = value;
  expandSegments(value, rest, expander, path);
}
