import { TWO_FACTOR_CODE_DIGITS } from '@app/contracts';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;
/** A code of the step before or after is accepted too: a phone's clock a little off still works. */
const WINDOW_STEPS = 1;
/** 160 bits, RFC 4226's recommendation. */
const SECRET_BYTES = 20;

function totpOf(base32: string, issuer = '', label = ''): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: TWO_FACTOR_CODE_DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(base32),
  });
}

export const newTotpSecret = (): string => new Secret({ size: SECRET_BYTES }).base32;

/**
 * What the set-up screen shows: the otpauth:// URI, and it as a QR code's modules, row by row
 * (`1` dark), which the site draws as inline SVG (docs/architecture.md#one-csp).
 */
export function enrolment(
  base32: string,
  issuer: string,
  account: string,
): { otpauthUri: string; qrCode: string[] } {
  const otpauthUri = totpOf(base32, issuer, account).toString();
  const { size, data } = QRCode.create(otpauthUri, { errorCorrectionLevel: 'M' }).modules;
  const qrCode = Array.from({ length: size }, (_, row) =>
    Array.from(data.subarray(row * size, (row + 1) * size), (dark) => (dark ? '1' : '0')).join(''),
  );
  return { otpauthUri, qrCode };
}

/**
 * The time step a code belongs to, or null when it is none of the accepted ones. The caller
 * refuses a step not after the last one used, so a code seen over a shoulder works once.
 */
export function matchingStep(base32: string, code: string, now: number = Date.now()): number | null {
  if (!new RegExp(`^\\d{${TWO_FACTOR_CODE_DIGITS}}$`).test(code)) return null;
  const delta = totpOf(base32).validate({ token: code, timestamp: now, window: WINDOW_STEPS });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** The code an authenticator app shows at `now` (tests and the e2e journeys play the app). */
export const codeAt = (base32: string, now: number = Date.now()): string =>
  totpOf(base32).generate({ timestamp: now });
