import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { padded } from '../../storybook/decorators.js';
import { PhoneReveal } from './phone-reveal.js';

const meta = {
  title: 'Components/PhoneReveal',
  component: PhoneReveal,
  parameters: { layout: 'fullscreen' },
  decorators: [padded],
  args: { revealLabel: 'Show phone number', phoneNumber: '+41 21 555 01 23', onReveal: fn() },
} satisfies Meta<typeof PhoneReveal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pressing the button shows the number as a tel: link and puts focus on it. */
export const Reveal: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show phone number' }));
    const link = canvas.getByRole('link', { name: '+41 21 555 01 23' });
    await expect(link).toHaveAttribute('href', 'tel:+41215550123');
    await expect(link).toHaveFocus();
    await expect(args.onReveal).toHaveBeenCalledTimes(1);
  },
};

export const Hidden: Story = {};

/** German on a phone, revealed: the longer label and the number both fit the narrow screen. */
export const GermanOnPhone: Story = {
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  args: { revealLabel: 'Telefonnummer des Kundendienstes anzeigen' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Telefonnummer des Kundendienstes anzeigen' }));
    await expect(canvas.getByRole('link', { name: '+41 21 555 01 23' })).toBeVisible();
  },
};
