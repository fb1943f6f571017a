import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { padded } from '../../storybook/decorators.js';
import { Button } from '../button/button.js';
import { Stack } from '../stack/stack.js';
import { Notice } from './notice.js';

const meta = {
  title: 'Feedback/Notice',
  component: Notice,
  parameters: { layout: 'fullscreen' },
  decorators: [padded],
  args: {
    tone: 'info',
    children: 'A confirmation e-mail has been sent. Click its link to activate your account.',
  },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllTones: Story = {
  render: () => (
    <Stack gap="medium">
      <Notice tone="info" title="Check your inbox">
        A confirmation e-mail has been sent. Click its link to activate your account.
      </Notice>
      <Notice tone="success">Your subscription has been successfully canceled.</Notice>
      <Notice tone="warning" title="Did not receive it?">
        Look in your spam folder before asking for a new link.
      </Notice>
      <Notice tone="error" title="Error">
        Card declined. Please try again.
      </Notice>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Errors interrupt; everything else waits its turn.
    await expect(canvas.getByRole('alert')).toHaveTextContent('Card declined. Please try again.');
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
  },
};

export const WithActionAndDismiss: Story = {
  args: {
    tone: 'error',
    title: 'The link is invalid or expired.',
    children: 'Ask for a new link to reset your password.',
    action: (
      <Button asChild variant="secondary" size="small">
        <a href="#forgot-password">Send a new link</a>
      </Button>
    ),
    onDismiss: fn(),
    dismissLabel: 'Dismiss',
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const LongGermanOnPhone: Story = {
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  args: {
    tone: 'warning',
    title: 'Aktivierung dauert länger als erwartet',
    children:
      'Die Aktivierung Ihres Abonnements dauert ungewöhnlich lange. Bitte versuchen Sie es später erneut oder kontaktieren Sie unseren Kundendienst.',
  },
};
