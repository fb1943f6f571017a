/** Names a secret may hide under: never kept in an entry's values (docs/audit-log.md#entry). */
const SECRET_NAME = /password|secret|token|recovery|^code$|cvc|cvv|card_?number|^number$/i;

/**
 * docs/audit-log.md#entry: a value before or after never holds a secret. A handler's note names
 * what it keeps (a card's brand and last four digits); this drops, as a second guard, any field
 * whose name says it is a secret, at any depth.
 */
export function withoutSecrets(value: Record<string, unknown> | null): Record<string, unknown> | null {
  if (value === null) return null;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SECRET_NAME.test(key))
      .map(([key, item]) => [
        key,
        typeof item === 'object' && item !== null && !Array.isArray(item)
          ? withoutSecrets(item as Record<string, unknown>)
          : item,
      ]),
  );
}
