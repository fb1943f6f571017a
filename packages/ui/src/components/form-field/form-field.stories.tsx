import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { narrow } from '../../storybook/decorators.js';
import { vars } from '../../themes/vars.css.js';
import { FormField, type FormFieldProps } from './form-field.js';

const meta = {
  title: 'Forms/FormField',
  component: FormField,
  parameters: { layout: 'fullscreen' },
  decorators: [narrow],
  args: {
    label: 'Card',
    hint: 'Your card details go straight to the payment provider.',
    required: true,
    children: (() => null) as FormFieldProps['children'],
  },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A control that is not an input, such as the payment provider's card frame, takes the label
 * through aria-labelledby.
 */
export const AroundACustomControl: Story = {
  args: {
    error: 'Card declined. Please try again.',
    children: (control) => (
      <fieldset
        aria-labelledby={control['aria-labelledby']}
        aria-describedby={control['aria-describedby']}
        style={{
          minHeight: vars.size.control,
          margin: 0,
          padding: vars.space.medium,
          border: `1px solid ${vars.color.danger}`,
          borderRadius: vars.radius.medium,
          color: vars.color.textMuted,
        }}
      >
        4242 4242 4242 4242 · 12 / 34 · 123
      </fieldset>
    ),
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Card' });
    await expect(group).toHaveAccessibleDescription(
      'Your card details go straight to the payment provider. Card declined. Please try again.',
    );
  },
};
