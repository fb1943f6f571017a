import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../themes/vars.css.js';
import { Logo } from './logo.js';

const meta = {
  title: 'Page/Logo',
  component: Logo,
  args: { name: 'Dictation Health' },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the top bar: the mark and the name, together one link home. */
export const AsLink: Story = {
  // biome-ignore lint/a11y/useAnchorContent: Logo puts its mark and name inside the link.
  args: { children: <a href="#home" /> },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Dictation Health' });
    await expect(link).toHaveAttribute('href', '#home');
    await expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** In the footer, light on the dark band. */
export const Inverse: Story = {
  args: { tone: 'inverse', size: 'small' },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.surfaceInverse, padding: vars.space.medium }}>
        <Story />
      </div>
    ),
  ],
};
