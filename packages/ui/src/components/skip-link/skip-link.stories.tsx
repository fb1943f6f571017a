import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SkipLink } from './skip-link.js';

const meta = {
  title: 'Page/SkipLink',
  component: SkipLink,
  parameters: { layout: 'fullscreen' },
  args: { targetId: 'main', children: 'Skip to main content' },
  render: (args) => (
    <>
      <SkipLink {...args} />
      <main id="main" tabIndex={-1} style={{ padding: 96 }}>
        Main content
      </main>
    </>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden until the first Tab, then shown at the top left. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const link = within(canvasElement).getByRole('link', { name: 'Skip to main content' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '#main');
  },
};
