import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Two-factor secrets at rest (docs/accounts.md#two-factor-secrets): AES-256-GCM under the
 * configured key, a fresh nonce each time, and the owner's id as associated data, so a ciphertext
 * copied onto another account does not decrypt there. Stored as `v1.<nonce>.<tag>.<ciphertext>` (base64url).
 */
const VERSION = 'v1';
const NONCE_BYTES = 12;

export function seal(key: Buffer, ownerId: string, plaintext: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(ownerId, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, nonce, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** Throws when the key, the owner or the text is not the one it was sealed with. */
export function open(key: Buffer, ownerId: string, sealed: string): string {
  const [version, nonce, tag, ciphertext] = sealed.split('.');
  if (version !== VERSION || !nonce || !tag || ciphertext === undefined) {
    throw new Error('unreadable two-factor secret');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
  decipher.setAAD(Buffer.from(ownerId, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}
