import { invalidRequest, missingParam, unknownParam } from './errors.js';
import type { FormObject, FormValue } from './form-encoding.js';

/**
 * Reading request parameters the way Stripe validates them: unknown top-level parameters are
 * refused (so a typo in the API's call fails here rather than in production), integers and
 * booleans are checked, and an empty string means "unset" (Stripe's convention for clearing a
 * field, e.g. `default_payment_method=`).
 */
export class Params {
  readonly raw: FormObject;
  private readonly prefix: string;

  constructor(raw: FormObject, prefix = '') {
    this.raw = raw;
    this.prefix = prefix;
  }

  private name(key: string): string {
    return this.prefix ? `${this.prefix}[${key}]` : key;
  }

  /** Refuses any top-level key not listed (always allowed: expand). */
  allow(...keys: string[]): this {
    for (const key of Object.keys(this.raw)) {
      if (key === 'expand' || keys.includes(key)) continue;
      throw unknownParam(this.name(key));
    }
    return this;
  }

  has(key: string): boolean {
    return this.raw[key] !== undefined;
  }

  string(key: string): string | undefined {
    const value = this.raw[key];
    if (value === undefined) return undefined;
    if (typeof value !== 'string') throw invalidRequest(`Invalid string: ${this.name(key)}`, this.name(key));
    return value;
  }

  requiredString(key: string): string {
    const value = this.string(key);
    if (value === undefined || value === '') throw missingParam(this.name(key));
    return value;
  }

  /** `undefined` when absent, `null` when sent empty (unset), else the string. */
  nullableString(key: string): string | null | undefined {
    const value = this.string(key);
    if (value === '') return null;
    return value;
  }

  int(key: string): number | undefined {
    const value = this.string(key);
    if (value === undefined || value === '') return undefined;
    if (!/^-?\d+$/.test(value)) {
      throw invalidRequest(`Invalid integer: ${value}`, this.name(key), 'parameter_invalid_integer');
    }
    return Number(value);
  }

  bool(key: string): boolean | undefined {
    const value = this.string(key);
    if (value === undefined || value === '') return undefined;
    if (value === 'true') return true;
    if (value === 'false') return false;
    throw invalidRequest(`Invalid boolean: ${value}`, this.name(key));
  }

  oneOf<T extends string>(key: string, values: readonly T[]): T | undefined {
    const value = this.string(key);
    if (value === undefined || value === '') return undefined;
    if (!(values as readonly string[]).includes(value)) {
      throw invalidRequest(
        `Invalid ${this.name(key)}: must be one of ${values.join(', ')}`,
        this.name(key),
        'parameter_invalid_string',
      );
    }
    return value as T;
  }

  object(key: string): Params | undefined {
    const value = this.raw[key];
    if (value === undefined) return undefined;
    if (value === '') return new Params({}, this.name(key));
    if (typeof value !== 'object' || Array.isArray(value)) {
      throw invalidRequest(`Invalid object: ${this.name(key)}`, this.name(key));
    }
    return new Params(value, this.name(key));
  }

  list(key: string): Params[] {
    const value = this.raw[key];
    if (value === undefined || value === '') return [];
    const items: FormValue[] = Array.isArray(value) ? value : typeof value === 'object' ? [value] : [];
    return items.map((item, index) => {
      if (typeof item !== 'object' || Array.isArray(item)) {
        throw invalidRequest(`Invalid array: ${this.name(key)}`, this.name(key));
      }
      return new Params(item, `${this.name(key)}[${index}]`);
    });
  }

  strings(key: string): string[] {
    const value = this.raw[key];
    if (value === undefined || value === '') return [];
    if (typeof value === 'string') return [value];
    if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value as string[];
    throw invalidRequest(`Invalid array: ${this.name(key)}`, this.name(key));
  }

  /** Stripe metadata: string values; an empty value deletes the key; `metadata=` clears it all. */
  metadata(current: Record<string, string> = {}): Record<string, string> | undefined {
    const value = this.raw.metadata;
    if (value === undefined) return undefined;
    if (value === '') return {};
    if (typeof value !== 'object' || Array.isArray(value)) {
      throw invalidRequest('Invalid metadata: must be an object', 'metadata');
    }
    const next = { ...current };
    for (const [key, item] of Object.entries(value)) {
      if (typeof item !== 'string') throw invalidRequest(`Invalid metadata[${key}]`, `metadata[${key}]`);
      if (item === '') delete next[key];
      else next[key] = item;
    }
    return next;
  }

  expand(): string[] {
    return this.strings('expand');
  }
}
