import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { padded } from '../../storybook/decorators.js';
import { Button } from '../button/button.js';
import { ConfirmDialog } from './confirm-dialog.js';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  parameters: {
    layout: 'fullscreen',
    // Radix hides the page behind an open modal with aria-hidden and traps focus in the dialog,
    // so nothing hidden can be reached. axe skips this rule while a role="dialog" is open but
    // does not recognise role="alertdialog" as modal, and reports the page behind it.
    a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
  },
  decorators: [padded],
  args: {
    title: 'Cancel your subscription?',
    description: 'Are you sure you want to cancel your subscription?',
    confirmLabel: 'Cancel subscription',
    cancelLabel: 'Keep subscription',
    tone: 'danger',
    trigger: <Button variant="danger">Cancel subscription</Button>,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * docs/subscriptions-and-money.md#cancel: the question before cancelling. Focus starts on the safe choice.
 */
export const Danger: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'Cancel your subscription?',
    });
    await expect(within(dialog).getByRole('button', { name: 'Keep subscription' })).toHaveFocus();
  },
};

export const ConfirmReturnsFocus: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Cancel subscription' });
    await userEvent.click(trigger);
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
    await expect(trigger).toHaveFocus();
  },
};

export const CancelWithEscape: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel subscription' }));
    await within(document.body).findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** A neutral question, in German, on a phone. */
export const DefaultToneGermanOnPhone: Story = {
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  args: {
    defaultOpen: true,
    tone: 'default',
    title: 'Zur jährlichen Abrechnung wechseln?',
    description: 'Sie erhalten einen Monat gratis. Die Änderung gilt ab der nächsten Rechnung.',
    confirmLabel: 'Jährlich abrechnen',
    cancelLabel: 'Abbrechen',
  },
};
