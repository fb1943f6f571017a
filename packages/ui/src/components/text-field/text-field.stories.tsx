import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { narrow } from '../../storybook/decorators.js';
import { Stack } from '../stack/stack.js';
import { TextField } from './text-field.js';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  parameters: { layout: 'fullscreen' },
  decorators: [narrow],
  args: { label: 'E-mail', type: 'email', autoComplete: 'email', name: 'email' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-mail' });
    await userEvent.type(input, 'dr.muller@example.ch');
    await expect(input).toHaveValue('dr.muller@example.ch');
  },
};

export const RequiredWithHint: Story = {
  args: { required: true, hint: 'We send the invitation to this address.', label: "Colleague's e-mail" },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: "Colleague's e-mail" });
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('We send the invitation to this address.');
  },
};

export const WithError: Story = {
  args: {
    required: true,
    defaultValue: '',
    error: 'All fields are required.',
    hint: 'The address you signed up with.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-mail' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'The address you signed up with. All fields are required.',
    );
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'dr.muller@example.ch' } };

/** The billing dialog's fields in German, on a phone. */
export const LongGermanOnPhone: Story = {
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  render: () => (
    <Stack gap="large">
      <TextField label="Vorname" required autoComplete="given-name" />
      <TextField
        label="Rechnungsadresse (Strasse und Hausnummer)"
        required
        hint="Wie auf Ihren Praxisrechnungen, damit die Mehrwertsteuer korrekt ausgewiesen wird."
        error="Bitte füllen Sie alle Pflichtfelder aus, bevor Sie fortfahren."
      />
    </Stack>
  ),
};
