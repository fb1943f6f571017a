import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './button.js';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Continue', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Continue' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Back to home' } };

export const TrialHighlight: Story = { args: { variant: 'highlight', children: 'Try free for 15 days' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Cancel subscription' } };

export const Loading: Story = {
  args: { loading: true, children: 'Processing' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Processing' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabled: true, children: 'Pay' } };

export const AsLink: Story = {
  args: { asChild: true, children: <a href="#license">Get started</a> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Get started' })).toHaveAttribute(
      'href',
      '#license',
    );
  },
};

export const LongGermanLabel: Story = {
  args: { children: 'Kostenlos während 15 Tagen testen und Abonnementverwaltung öffnen' },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};
