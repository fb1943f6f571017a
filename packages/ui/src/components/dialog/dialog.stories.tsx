import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { padded } from '../../storybook/decorators.js';
import { vars } from '../../themes/vars.css.js';
import { Button } from '../button/button.js';
import { FormField } from '../form-field/form-field.js';
import { Stack } from '../stack/stack.js';
import { TextField } from '../text-field/text-field.js';
import { Tiles } from '../tiles/tiles.js';
import { Dialog, DialogActions, DialogClose } from './dialog.js';

/**
 * docs/subscriptions-and-money.md#billing-dialog: Continue opens the billing-information dialog, five
 * required fields.
 */
const billingForm = (
  <form onSubmit={(event) => event.preventDefault()}>
    <Stack gap="medium">
      <Tiles columns={{ mobile: 1, tablet: 2 }} gap="medium">
        <TextField label="First name" required autoComplete="given-name" defaultValue="Anna" />
        <TextField label="Last name" required autoComplete="family-name" defaultValue="Müller" />
      </Tiles>
      <TextField label="Address" required autoComplete="street-address" defaultValue="Rue du Lac 12" />
      <Tiles columns={{ mobile: 1, tablet: 2 }} gap="medium">
        <TextField label="Postal code" required autoComplete="postal-code" defaultValue="1003" />
        <TextField label="City" required autoComplete="address-level2" defaultValue="Lausanne" />
      </Tiles>
    </Stack>
    <DialogActions>
      <DialogClose>
        <Button variant="secondary">Cancel</Button>
      </DialogClose>
      <Button type="submit">Confirm</Button>
    </DialogActions>
  </form>
);

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  parameters: { layout: 'fullscreen' },
  decorators: [padded],
  args: {
    title: 'Billing information',
    description: 'Used for your invoices. All fields are required.',
    closeLabel: 'Close',
    trigger: <Button>Continue</Button>,
    children: billingForm,
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens from its trigger, keeps focus inside, closes on Escape and gives focus back. */
export const OpenAndClose: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Continue' });
    await userEvent.click(trigger);
    // Radix renders the dialog in a portal on document.body, outside the story's canvas.
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Billing information' });
    await expect(dialog).toHaveAccessibleDescription('Used for your invoices. All fields are required.');
    await expect(within(dialog).getByRole('textbox', { name: 'First name' })).toHaveFocus();
    // Shift+Tab from the first field wraps to the last control: focus is trapped.
    await userEvent.tab({ shift: true });
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(body.queryByRole('dialog')).toBeNull();
    await expect(trigger).toHaveFocus();
  },
};

export const BillingInformation: Story = { args: { defaultOpen: true } };

/**
 * The card dialog of docs/subscriptions-and-money.md#card-dialog: the card frame is the provider's; cancel
 * and pay.
 */
export const CardPaymentOnPhone: Story = {
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  args: {
    defaultOpen: true,
    size: 'small',
    title: 'Pay by card',
    description: 'CHF 588.00 due today, VAT included.',
    children: (
      <form onSubmit={(event) => event.preventDefault()}>
        <FormField label="Card details" required>
          {(control) => (
            <fieldset
              aria-labelledby={control['aria-labelledby']}
              style={{
                margin: 0,
                padding: vars.space.medium,
                border: `1px solid ${vars.color.borderStrong}`,
                borderRadius: vars.radius.medium,
                color: vars.color.textMuted,
              }}
            >
              1234 1234 1234 1234 · MM / YY · CVC
            </fieldset>
          )}
        </FormField>
        <DialogActions>
          <DialogClose>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit">Pay CHF 588.00</Button>
        </DialogActions>
      </form>
    ),
  },
};
