import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { padded } from '../../storybook/decorators.js';
import { IconArrowRight, IconDownload } from '../icon/icon.js';
import { Inline } from '../inline/inline.js';
import { Stack } from '../stack/stack.js';
import { Button } from './button.js';

const meta = {
  title: 'Components/Button',
  component: Button,
  parameters: { layout: 'fullscreen' },
  decorators: [padded],
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

export const Ghost: Story = { args: { variant: 'ghost', children: 'Forgot password?' } };

/** Every variant at every size, with icons: the sheet designers compare against. */
export const AllVariantsAndSizes: Story = {
  render: () => (
    <Stack gap="large">
      {(['small', 'medium', 'large'] as const).map((size) => (
        <Inline gap="small" key={size}>
          <Button size={size}>
            Get started
            <IconArrowRight size="small" />
          </Button>
          <Button size={size} variant="secondary">
            <IconDownload size="small" />
            Download for Windows
          </Button>
          <Button size={size} variant="highlight">
            Try free
          </Button>
          <Button size={size} variant="danger">
            Remove
          </Button>
          <Button size={size} variant="ghost">
            Back to sign-in
          </Button>
        </Inline>
      ))}
    </Stack>
  ),
};

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

export const Disabled: Story = {
  render: () => (
    <Inline gap="small">
      <Button disabled>Pay</Button>
      <Button disabled variant="secondary">
        Cancel
      </Button>
      <Button disabled variant="danger">
        Remove
      </Button>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Pay' })).toBeDisabled();
  },
};

export const AsLink: Story = {
  args: { asChild: true, children: <a href="#license">Get started</a> },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Get started' });
    await expect(link).toHaveAttribute('href', '#license');
    link.focus();
    await expect(link).toHaveFocus();
  },
};

export const LongGermanLabelOnPhone: Story = {
  args: { children: 'Kostenlos während 15 Tagen testen und Abonnementverwaltung öffnen', fullWidth: true },
  globals: { viewport: { value: 'mobile390', isRotated: false } },
};
