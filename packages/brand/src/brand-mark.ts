/**
 * The product's logo mark, drawn once: a microphone in the brand colour's rounded square, on a
 * 32-unit grid. The SVG (top bar, footer, favicon) is drawn from these numbers; the PNG of the
 * e-mails (`assets/logo-mark.png`: mail clients show no SVG) is a committed picture of them, held
 * to them pixel by pixel by test/logo-mark.test.ts, so the two cannot drift. Plain TypeScript, no
 * React and no CSS; the colours are in brand-colours.ts, so the site's first page does not carry
 * the raw tokens for them.
 */
export const BRAND_MARK = {
  size: 32,
  cornerRadius: 8,
  /** The microphone's head: a capsule. */
  capsule: { centerX: 16, top: 6, bottom: 20, radius: 4 },
  /** Its holder: the lower half of a ring around the capsule's lower end. */
  ring: { centerX: 16, centerY: 16, inner: 5, outer: 7 },
  /** Its stem, from the ring down. */
  stem: { halfWidth: 1, bottom: 26 },
} as const;

const { capsule, ring, stem } = BRAND_MARK;
const stemTop = ring.centerY + Math.sqrt(ring.outer ** 2 - stem.halfWidth ** 2);
const round = (value: number) => Number(value.toFixed(2));

/** The microphone as one SVG path (capsule, then ring and stem as one outline). */
export const BRAND_MARK_PATH = [
  `M${capsule.centerX} ${capsule.top}`,
  `a${capsule.radius} ${capsule.radius} 0 0 0-${capsule.radius} ${capsule.radius}`,
  `v${capsule.bottom - capsule.top - 2 * capsule.radius}`,
  `a${capsule.radius} ${capsule.radius} 0 0 0 ${2 * capsule.radius} 0`,
  `v-${capsule.bottom - capsule.top - 2 * capsule.radius}`,
  `a${capsule.radius} ${capsule.radius} 0 0 0-${capsule.radius}-${capsule.radius}z`,
  `M${ring.centerX - ring.outer} ${ring.centerY}`,
  `a${ring.outer} ${ring.outer} 0 0 0 ${round(ring.outer - stem.halfWidth)} ${round(stemTop - ring.centerY)}`,
  `V${stem.bottom}`,
  `h${2 * stem.halfWidth}`,
  `V${round(stemTop)}`,
  `A${ring.outer} ${ring.outer} 0 0 0 ${ring.centerX + ring.outer} ${ring.centerY}`,
  `h-${ring.outer - ring.inner}`,
  `a${ring.inner} ${ring.inner} 0 0 1-${2 * ring.inner} 0z`,
].join('');

/** Whether a point of the 32-unit grid lies on the microphone (the path's shape, as a test). */
export function onMicrophone(x: number, y: number): boolean {
  const inCapsule =
    Math.abs(x - capsule.centerX) <= capsule.radius &&
    y >= capsule.top &&
    y <= capsule.bottom &&
    (y >= capsule.top + capsule.radius && y <= capsule.bottom - capsule.radius
      ? true
      : Math.hypot(
          x - capsule.centerX,
          y -
            (y < capsule.top + capsule.radius
              ? capsule.top + capsule.radius
              : capsule.bottom - capsule.radius),
        ) <= capsule.radius);
  const distance = Math.hypot(x - ring.centerX, y - ring.centerY);
  const inRing = y >= ring.centerY && distance >= ring.inner && distance <= ring.outer;
  const inStem =
    Math.abs(x - ring.centerX) <= stem.halfWidth && y >= ring.centerY + ring.inner && y <= stem.bottom;
  return inCapsule || inRing || inStem;
}

/** Whether a point of the grid lies inside the rounded square. */
export function onBackground(x: number, y: number): boolean {
  const { size, cornerRadius: r } = BRAND_MARK;
  if (x < 0 || y < 0 || x > size || y > size) return false;
  const cx = Math.min(Math.max(x, r), size - r);
  const cy = Math.min(Math.max(y, r), size - r);
  return Math.hypot(x - cx, y - cy) <= r;
}
