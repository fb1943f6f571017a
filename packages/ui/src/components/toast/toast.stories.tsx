import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { padded } from '../../storybook/decorators.js';
import { Button } from '../button/button.js';
import { Toast, type ToastProps, ToastProvider } from './toast.js';

const meta = {
  title: 'Feedback/Toast',
  component: Toast,
  parameters: { layout: 'fullscreen' },
  decorators: [
    padded,
    (Story) => (
      <ToastProvider label="Notifications ({hotkey})">
        <Story />
      </ToastProvider>
    ),
  ],
  args: {
    open: true,
    onOpenChange: () => {},
    tone: 'success',
    title: 'An invitation has been sent',
    description: 'anna.muller@example.ch will receive a link to join your licences.',
    closeLabel: 'Dismiss',
    // Stays on screen for the screenshot; real toasts leave after the provider's 5 s.
    duration: Number.POSITIVE_INFINITY,
  },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async () => {
    await expect(await within(document.body).findByText('An invitation has been sent')).toBeVisible();
  },
};

export const ErrorToast: Story = {
  name: 'Error',
  args: { tone: 'error', title: 'An error occurred.', description: 'Please try again.' },
};

export const InfoOnPhone: Story = {
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  args: {
    tone: 'info',
    title: 'Die Lizenz wurde entfernt.',
    description: undefined,
    closeLabel: 'Schliessen',
  },
};

function Triggered(props: ToastProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Remove licence</Button>
      <Toast
        {...props}
        open={open}
        onOpenChange={setOpen}
        title="The licence has been removed"
        description={undefined}
      />
    </>
  );
}

/** Shown after an action, closed with its × button. */
export const ShowAndDismiss: Story = {
  render: (args) => <Triggered {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove licence' }));
    const body = within(document.body);
    const title = await body.findByText('The licence has been removed', { selector: 'div' });
    // Radix announces the toast through its own live region and renders it as a list item.
    const toast = title.closest('li') as HTMLElement;
    await userEvent.click(within(toast).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(body.queryByText('The licence has been removed', { selector: 'div' })).toBeNull(),
    );
  },
};
