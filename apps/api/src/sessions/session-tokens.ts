import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: more than the 128 bits a session needs, at no cost. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): Buffer => createHash('sha256').update(token, 'utf8').digest();

/** The same hash as hex, for the tables that keep a token's hash as text (SSO flows and tickets, SCIM tokens). */
export const hashTokenHex = (token: string): string => hashToken(token).toString('hex');
