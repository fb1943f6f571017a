import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: more than the 128 bits a session needs, at no cost. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): Buffer => createHash('sha256').update(token, 'utf8').digest();
