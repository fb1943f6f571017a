import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

/** The user-exists column: a green check for a known user, a grey dash otherwise. */
export const known = style({ display: 'inline-flex', color: vars.color.success });
export const unknown = style({ display: 'inline-flex', color: vars.color.textMuted });
