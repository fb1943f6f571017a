import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { padded } from '../../storybook/decorators.js';
import { vars } from '../../themes/vars.css.js';
import { SegmentedControl, type SegmentedControlProps } from './segmented-control.js';

type Frequency = 'annual' | 'monthly';

function Controlled(props: SegmentedControlProps<string>) {
  const [value, setValue] = useState(props.value);
  return (
    <SegmentedControl
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange(next);
      }}
    />
  );
}

const frequencies: SegmentedControlProps<Frequency>['options'] = [
  { value: 'annual', label: 'Annual', badge: 'One month free' },
  { value: 'monthly', label: 'Monthly' },
];

const meta = {
  title: 'Forms/SegmentedControl',
  component: SegmentedControl,
  parameters: { layout: 'fullscreen' },
  decorators: [padded, (Story) => <div style={{ maxWidth: vars.size.dialogMedium }}>{Story()}</div>],
  args: {
    label: 'Billing frequency',
    options: frequencies,
    value: 'annual',
    name: 'frequency',
    onValueChange: fn(),
  },
  render: (args) => <Controlled {...(args as SegmentedControlProps<string>)} />,
} satisfies Meta<typeof SegmentedControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Frequency: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Billing frequency' })).toBeVisible();
    const annual = canvas.getByRole('radio', { name: /Annual/ });
    await expect(annual).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Monthly' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('monthly');
    // Arrow keys move and select, as in any radio group, even a key released at once (user-event's
    // press), before Radix's focus move on the next tick.
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(annual).toBeChecked());
    await expect(annual).toHaveFocus();
  },
};

/**
 * docs/subscriptions-and-money.md#payment-method: card or invoice; the interface fixes it to card, so invoice
 * is shown but disabled.
 */
export const PaymentMethod: Story = {
  args: {
    label: 'Payment method',
    name: 'paymentMethod',
    value: 'card',
    options: [
      { value: 'card', label: 'Credit card' },
      { value: 'invoice', label: 'On invoice', description: 'Not available online', disabled: true },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: /On invoice/ })).toBeDisabled();
  },
};

/** On a phone the segments stack, so the German badge and label never squeeze. */
export const GermanOnPhone: Story = {
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  args: {
    label: 'Abrechnungshäufigkeit',
    options: [
      { value: 'annual', label: 'Jährlich', badge: 'Ein Monat gratis' },
      { value: 'monthly', label: 'Monatlich' },
    ],
  },
};
