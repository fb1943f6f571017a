import { isIP } from 'node:net';
import { z } from 'zod';

/** proxy-addr's names for whole ranges, as Fastify's trustProxy takes them. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An address (`10.0.0.7`, `::1`), a range (`10.0.0.0/8`) or a name of proxy-addr's ranges. */
function isProxy(value: string): boolean {
  if (PROXY_RANGE_NAMES.includes(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits >= 0 && bits <= (version === 4 ? 32 : 128);
}

/** TRUSTED_PROXIES, as config.ts reads it. */
export const proxyList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .refine(
    (entries) => entries.every(isProxy),
    'must be comma-separated IP addresses or CIDR ranges (or loopback, linklocal, uniquelocal)',
  );
