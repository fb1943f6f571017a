import type { TwoFactorSetupResponse } from '@app/contracts';

/** Light modules around the code, as scanners need (the width the API's image had). */
const QUIET_ZONE = 2;

/** Each row's runs of dark modules as one rectangle each: `M x y h w v 1 h -w z`. */
function darkRuns(rows: readonly string[]): string {
  return rows
    .flatMap((row, y) =>
      Array.from(row.matchAll(/1+/g), ({ index, 0: run }) => {
        const x = index + QUIET_ZONE;
        return `M${x} ${y + QUIET_ZONE}h${run.length}v1h-${run.length}z`;
      }),
    )
    .join('');
}

export interface QrCodeProps {
  /** The API's modules, row by row, `1` dark. */
  rows: TwoFactorSetupResponse['qrCode'];
  /** What it is, for a screen reader ("QR code to scan with the app"). */
  label: string;
  className?: string;
}

/**
 * A QR code drawn as inline SVG in the page, not an image: the site's Content-Security-Policy
 * (`img-src 'self'`) blocks an image from a `data:` URL (docs/architecture.md#one-csp).
 */
export function QrCode({ rows, label, className }: QrCodeProps) {
  const side = rows.length + 2 * QUIET_ZONE;
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
    >
      <path fill="currentColor" d={darkRuns(rows)} />
    </svg>
  );
}
