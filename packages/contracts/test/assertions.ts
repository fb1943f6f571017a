import { expect } from 'vitest';

type Schema = { safeParse(value: unknown): { success: boolean } };

/** Each value must fail the schema; the failing value is named in the message. */
export function expectAllRejected(schema: Schema, values: readonly unknown[]): void {
  for (const value of values) {
    expect(schema.safeParse(value).success, JSON.stringify(value)?.slice(0, 200)).toBe(false);
  }
}
