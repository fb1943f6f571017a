import type { Decorator } from '@storybook/react-vite';
import { vars } from '../themes/vars.css.js';

/**
 * The story tests render outside Storybook's iframe page, so the `padded` layout's margin never
 * applies there. UI stories ask for the `fullscreen` layout and add their own frame, which
 * looks the same in Storybook and in the committed screenshots.
 */
export const padded: Decorator = (Story) => (
  <div style={{ padding: vars.space.large }}>
    <Story />
  </div>
);

/** A muted page behind the story, for components that sit on cards or sections. */
export const mutedCanvas: Decorator = (Story) => (
  <div style={{ padding: vars.space.large, background: vars.color.surfaceMuted, minHeight: '100vh' }}>
    <Story />
  </div>
);

/** A narrow column, for stories about wrapping text without a phone viewport. */
export const narrow: Decorator = (Story) => (
  <div style={{ padding: vars.space.large, maxWidth: vars.size.formMax }}>
    <Story />
  </div>
);
