import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { narrow } from '../../storybook/decorators.js';
import { NumberField, type NumberFieldProps } from './number-field.js';

/** The field is controlled; the story keeps the value the way a screen or a machine would. */
function Controlled(props: NumberFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <NumberField
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/NumberField',
  component: NumberField,
  parameters: { layout: 'fullscreen' },
  decorators: [narrow],
  args: {
    label: 'Number of users',
    hint: 'Enterprise: at least 2 users.',
    value: 2,
    min: 2,
    decrementLabel: 'Remove a user',
    incrementLabel: 'Add a user',
    onValueChange: fn(),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AtMinimum: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Remove a user' })).toBeDisabled();
  },
};

export const KeyboardAndSteppers: Story = {
  args: { value: 5 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('spinbutton', { name: 'Number of users' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('7');
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(6);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a user' }));
    await expect(input).toHaveValue('7');
    await expect(input).toHaveAttribute('aria-valuenow', '7');
  },
};

/**
 * docs/subscriptions-and-money.md#seat-minimum: non-numeric input, and anything under the minimum, becomes
 * the minimum on blur.
 */
export const NonNumericBecomesMinimum: Story = {
  args: { value: 4 },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Number of users' });
    await userEvent.clear(input);
    await userEvent.type(input, 'abc');
    await expect(input).toHaveValue('abc');
    await userEvent.tab();
    await expect(input).toHaveValue('2');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(2);
  },
};

export const WithError: Story = {
  args: { value: 3, error: 'Seats cannot go below the 3 licences in use.', hint: undefined },
};

/** The licence adjustment's field in German on a phone, with the minimum explained. */
export const GermanOnPhone: Story = {
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  args: {
    label: 'Neue Anzahl Lizenzen',
    hint: 'Mindestens 2 Lizenzen. Die Änderung wird auf der nächsten Rechnung verrechnet.',
    value: 3,
    decrementLabel: 'Eine Lizenz weniger',
    incrementLabel: 'Eine Lizenz mehr',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Eine Lizenz weniger' }));
    await expect(canvas.getByRole('spinbutton', { name: 'Neue Anzahl Lizenzen' })).toHaveValue('2');
    await expect(canvas.getByRole('button', { name: 'Eine Lizenz weniger' })).toBeDisabled();
  },
};
