import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { narrow } from '../../storybook/decorators.js';
import { Stack } from '../stack/stack.js';
import { PasswordField } from './password-field.js';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  parameters: { layout: 'fullscreen' },
  decorators: [narrow],
  args: {
    label: 'Password',
    showLabel: 'Show password',
    hideLabel: 'Hide password',
    required: true,
    defaultValue: 'correct horse',
  },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {};

export const ShownAfterToggle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/^Password/, { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'password');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveFocus();
  },
};

/** Sign-up: the two fields with the mismatch error of docs/accounts.md#sign-up-checks. */
export const SignUpWithError: Story = {
  render: (args) => (
    <Stack gap="large">
      <PasswordField {...args} autoComplete="new-password" hint="At least 6 characters." />
      <PasswordField
        {...args}
        label="Confirm password"
        autoComplete="new-password"
        defaultValue="correct hose"
        error="Passwords do not match."
      />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const confirm = within(canvasElement).getByLabelText(/^Confirm password/, { selector: 'input' });
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await expect(confirm).toHaveAccessibleDescription('Passwords do not match.');
  },
};

/** The reset-password form in German: long label, hint and error wrap inside the column. */
export const GermanWithError: Story = {
  args: {
    label: 'Neues Passwort bestätigen',
    showLabel: 'Passwort anzeigen',
    hideLabel: 'Passwort verbergen',
    autoComplete: 'new-password',
    hint: 'Geben Sie dasselbe Passwort noch einmal ein, um Tippfehler auszuschliessen.',
    error: 'Die Passwörter stimmen nicht überein.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/^Neues Passwort bestätigen/, { selector: 'input' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Geben Sie dasselbe Passwort noch einmal ein, um Tippfehler auszuschliessen. Die Passwörter stimmen nicht überein.',
    );
  },
};
