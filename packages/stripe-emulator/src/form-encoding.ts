import { invalidRequest } from './errors.js';

/**
 * Stripe's v1 API takes `application/x-www-form-urlencoded` bodies (and query strings) with
 * bracketed keys: `items[0][price]=price_1&expand[]=latest_invoice.confirmation_secret`. Every leaf
 * stays a string, as on the wire; resources coerce what they read (see params.ts).
 */
export type FormValue = string | FormValue[] | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

// Keys that would reach Object.prototype if a tree were built on ordinary objects.
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function splitKey(key: string): string[] {
  const open = key.indexOf('[');
  if (open <= 0) return [key];
  const segments = [key.slice(0, open)];
  const pattern = /\[([^\]]*)\]/g;
  let match: RegExpExecArray | null = pattern.exec(key);
  let consumed = open;
  while (match !== null) {
    if (match.index !== consumed) break;
    segments.push(match[1] ?? '');
    consumed = match.index + match[0].length;
    match = pattern.exec(key);
  }
  // Anything after the last well-formed bracket is kept as literal text, like Rack does.
  if (consumed < key.length) segments[segments.length - 1] += key.slice(consumed);
  return segments;
}

type Tree = Map<string, Tree | string>;

function insert(tree: Tree, segments: string[], value: string, fullKey: string): void {
  let node = tree;
  for (let i = 0; i < segments.length; i++) {
    let segment = segments[i] as string;
    if (FORBIDDEN_KEYS.has(segment)) return;
    // `a[]=x` appends: give it the next free index so it becomes an array element.
    if (segment === '' && i > 0) segment = String(node.size);
    const last = i === segments.length - 1;
    if (last) {
      if (node.get(segment) instanceof Map) throw invalidRequest(`Invalid hash: ${fullKey}`, fullKey);
      node.set(segment, value);
      return;
    }
    let child = node.get(segment);
    if (child === undefined) {
      child = new Map();
      node.set(segment, child);
    } else if (typeof child === 'string') {
      throw invalidRequest(`Invalid hash: ${fullKey}`, fullKey);
    }
    node = child;
  }
}

function toValue(tree: Tree): FormValue {
  const keys = [...tree.keys()];
  const isArray = keys.length > 0 && keys.every((key) => /^\d+$/.test(key));
  if (isArray) {
    return keys
      .sort((a, b) => Number(a) - Number(b))
      .map((key) => {
        const child = tree.get(key) as Tree | string;
        return typeof child === 'string' ? child : toValue(child);
      });
  }
  const result: FormObject = {};
  for (const key of keys) {
    const child = tree.get(key) as Tree | string;
    result[key] = typeof child === 'string' ? child : toValue(child);
  }
  return result;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    throw invalidRequest('Invalid URL encoding in request parameters.');
  }
}

export function parseForm(encoded: string): FormObject {
  const tree: Tree = new Map();
  for (const pair of encoded.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const key = decode(equals === -1 ? pair : pair.slice(0, equals));
    const value = equals === -1 ? '' : decode(pair.slice(equals + 1));
    if (key === '') continue;
    insert(tree, splitKey(key), value, key);
  }
  const value = toValue(tree);
  if (!Array.isArray(value)) return value as FormObject;
  return Object.fromEntries(value.map((item, index) => [String(index), item]));
}

type Encodable = string | number | boolean | null | undefined | Encodable[] | { [key: string]: Encodable };

/** The inverse, in the SDK's own style (indexed arrays, brackets left readable). */
export function encodeForm(data: Record<string, Encodable>): string {
  const pairs: string[] = [];
  const encode = (key: string, value: Encodable): void => {
    if (value === undefined) return;
    if (value === null || typeof value !== 'object') {
      pairs.push(`${encodeKey(key)}=${encodeURIComponent(value === null ? '' : String(value))}`);
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        encode(`${key}[${index}]`, item);
      });
      return;
    }
    for (const [child, item] of Object.entries(value)) encode(`${key}[${child}]`, item);
  };
  for (const [key, value] of Object.entries(data)) encode(key, value);
  return pairs.join('&');
}

function encodeKey(key: string): string {
  return encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']');
}
