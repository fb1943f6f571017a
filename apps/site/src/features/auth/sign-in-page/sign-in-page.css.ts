import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

// Under the password field, at its end, where people look for it.
export const forgotPassword = style({ alignSelf: 'flex-end' });

// The way to sign-up, set apart from the sign-in form above it.
export const signUp = style({
  paddingBlockStart: vars.space.large,
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});
