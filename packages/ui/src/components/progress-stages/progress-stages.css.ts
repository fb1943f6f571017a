import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQuery } from '../../themes/tokens.js';
import { vars } from '../../themes/vars.css.js';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mediaQuery('tablet')]: { flexDirection: 'row', gap: vars.space.small } },
});

export const stage = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.small,
    flex: 1,
    minWidth: 0,
    fontSize: vars.fontSize.body,
    lineHeight: vars.lineHeight.snug,
    '@media': {
      [mediaQuery('tablet')]: { flexDirection: 'column', textAlign: 'center', alignItems: 'center' },
    },
  },
  variants: {
    state: {
      done: { color: vars.color.text },
      current: { color: vars.color.brand, fontWeight: vars.fontWeight.semibold },
      upcoming: { color: vars.color.textMuted },
      failed: { color: vars.color.danger, fontWeight: vars.fontWeight.semibold },
    },
  },
});

// The line joining one stage to the next, behind the markers, from tablet.
export const connector = recipe({
  base: {
    display: 'none',
    '@media': {
      [mediaQuery('tablet')]: {
        display: 'block',
        position: 'absolute',
        top: `calc(${vars.size.control} / 2 - ${vars.borderWidth.thin})`,
        left: `calc(50% + ${vars.size.control} / 2 + ${vars.space.small})`,
        right: `calc(-50% - ${vars.space.small} + ${vars.size.control} / 2 + ${vars.space.small})`,
        height: vars.borderWidth.thick,
        borderRadius: vars.radius.full,
      },
    },
  },
  variants: {
    done: { true: { background: vars.color.brand }, false: { background: vars.color.border } },
  },
});

export const marker = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.control,
    height: vars.size.control,
    borderRadius: vars.radius.full,
    border: `${vars.borderWidth.thick} solid`,
  },
  variants: {
    state: {
      done: { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand },
      current: { background: vars.color.brandSoft, borderColor: vars.color.brand, color: vars.color.brand },
      upcoming: {
        background: vars.color.surface,
        borderColor: vars.color.borderStrong,
        color: vars.color.textMuted,
      },
      failed: { background: vars.color.dangerSoft, borderColor: vars.color.danger, color: vars.color.danger },
    },
  },
});

export const dot = style({
  width: vars.space.small,
  height: vars.space.small,
  borderRadius: vars.radius.full,
  background: 'currentColor',
});
