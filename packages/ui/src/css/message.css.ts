import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../themes/vars.css.js';
import { focusRing } from './focus.css.js';

/**
 * What a message in a box shares, in the page (Notice) or in a corner for a while (Toast): its
 * icon, text and × in a row. Each draws its own border, and after it the accent bar at its start
 * (`accentBar`), which a `border` shorthand in a later class would otherwise reset.
 */
export const messageRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: `calc(${vars.space.small} + ${vars.space.xsmall})`,
  padding: vars.space.medium,
  color: vars.color.text,
});

/** The accent bar repeats the tone for those who cannot tell the colours apart. */
export const accentBar = { borderInlineStartWidth: vars.borderWidth.accent } as const;

/** The tone's icon, on the first line of the text. */
export const toneIcon = recipe({
  base: { flexShrink: 0, marginTop: vars.space.xxsmall },
  variants: {
    tone: {
      info: { color: vars.color.info },
      success: { color: vars.color.success },
      warning: { color: vars.color.warning },
      error: { color: vars.color.danger },
    },
  },
});

/** The × that closes a message: small, quiet, drawn out to the box's corner. */
export const closeButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.controlSmall,
    height: vars.size.controlSmall,
    margin: `calc(${vars.space.small} * -1)`,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.small,
    background: 'transparent',
    color: vars.color.textMuted,
    cursor: 'pointer',
    selectors: { '&:hover': { color: vars.color.text } },
  },
]);
