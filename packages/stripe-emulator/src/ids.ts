import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export function randomToken(length: number): string {
  const bytes = randomBytes(length);
  let text = '';
  for (const byte of bytes) text += ALPHABET[byte % ALPHABET.length];
  return text;
}

/**
 * Ids shaped like Stripe's (`cus_QXg1o8vcGmoR32`, `pi_1PgafyB7WZ01zgkWSjxsAJo3`): the prefix tells
 * the object type, which is how expand and the test-mode magic ids are resolved.
 */
export type IdPrefix =
  | 'clock'
  | 'cus'
  | 'pm'
  | 'prod'
  | 'price'
  | 'sub'
  | 'si'
  | 'in'
  | 'il'
  | 'ii'
  | 'inpay'
  | 'pi'
  | 'ch'
  | 'evt'
  | 'req'
  | 'src'
  | 'tok'
  | 'card';

export function newId(prefix: IdPrefix): string {
  const length = prefix === 'cus' || prefix === 'prod' || prefix === 'si' ? 14 : 24;
  return `${prefix}_${randomToken(length)}`;
}
