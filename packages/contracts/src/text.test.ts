import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { examples } from '../test/examples.js';
import { ENDPOINT_NAMES, type Endpoint, endpoints } from './endpoints.js';
import { fieldIssuesFromZod } from './errors.js';
import { hasControlCharacter, textSchema } from './text.js';
import { parseUntrusted } from './zod.js';

const CONTROL = [...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)), '\u007f'];

describe('textSchema (docs/calls.md#text-fields)', () => {
  it.each(CONTROL.map((character) => [character.charCodeAt(0).toString(16).padStart(4, '0'), character]))(
    'refuses U+%s with the field code control_character',
    (_code, character) => {
      const result = textSchema().safeParse(`Anna${character}Muster`);
      expect(result.success).toBe(false);
      if (result.success) return;
      expect(fieldIssuesFromZod(result.error, 'x')).toEqual([
        expect.objectContaining({ code: 'control_character' }),
      ]);
    },
  );

  it('keeps every other character: accents, emoji, right-to-left marks, U+0080 and above', () => {
    for (const text of ['Zürich', 'Genève', '🩺', '\u202e', '\u0080', '\u00a0', 'a b']) {
      expect(hasControlCharacter(text)).toBe(false);
      expect(textSchema().safeParse(text).success).toBe(true);
    }
  });
});

/** The string leaves of a valid request, as paths. */
function stringPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path];
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, inner]) => stringPaths(inner, [...path, key]));
  }
  return [];
}

function withValueAt(value: unknown, path: readonly string[], replacement: string): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  return {
    ...(value as object),
    [head]: withValueAt((value as Record<string, unknown>)[head], rest, replacement),
  };
}

const spoiled = ENDPOINT_NAMES.flatMap((name) => {
  const endpoint: Endpoint = endpoints[name];
  // The click never refuses (docs/calls.md#tracking-click); its id becomes 'unknown' instead.
  if (endpoint.request.location === 'none' || name === 'trackingClick') return [];
  const schema = endpoint.request.schema as z.ZodType;
  const request = examples[name].request as unknown;
  return stringPaths(request).map((path) => ({
    name,
    field: path.join('.'),
    schema,
    request: withValueAt(
      request,
      path,
      `${path.reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], request) as string}\u0000`,
    ),
  }));
});

/**
 * Closed vocabularies (a language, a plan, a session's uuid) refuse any other value as theirs; a
 * union (disableTwoFactor's password or code) reports that no option fits.
 */
const NOT_FREE_TEXT = new Set([
  'lang',
  'plan',
  'frequency',
  'licenseType',
  'sessionId',
  'invitationId',
  'offerId',
  'answer',
  'kind',
  'from',
  'to',
  'before',
  'limit',
  'id',
  'credential.type',
  'credential.authenticatorAttachment',
]);
const UNIONS = new Set(['disableTwoFactor', 'saveSamlConnection']);

describe('every text field of every request refuses U+0000 (docs/calls.md#text-fields)', () => {
  it.each(spoiled)('$name $field', ({ name, field, schema, request }) => {
    const result = parseUntrusted(schema, request);
    expect(result.success).toBe(false);
    if (result.success || NOT_FREE_TEXT.has(field) || UNIONS.has(name)) return;
    expect(fieldIssuesFromZod(result.error, request).map((issue) => issue.code)).toContain(
      'control_character',
    );
  });

  it('GET /invoices/{id}/pdf refuses an id that is not an invoice id (docs/calls.md#path-parameters)', () => {
    const params = endpoints.invoicePdf.params;
    expect(params.safeParse({ id: 'in_1PgafyB7WZ01zgkW' }).success).toBe(true);
    for (const id of ['in_1\u0000', 'cus_1', '../in_1', 'in_'])
      expect(params.safeParse({ id }).success).toBe(false);
  });
});
