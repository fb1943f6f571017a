import { type CSSProperties, style } from '@vanilla-extract/css';

/** Out of sight, still read by screen readers: the rules Radix's VisuallyHidden sets inline. */
export const visuallyHiddenRules = {
  position: 'absolute',
  border: 0,
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  wordWrap: 'normal',
} satisfies CSSProperties;

export const visuallyHidden = style(visuallyHiddenRules);
