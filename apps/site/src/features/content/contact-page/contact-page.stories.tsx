import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ContactPage } from './contact-page.js';

const meta = {
  title: 'Screens/Content/Contact',
  component: ContactPage,
  parameters: { layout: 'fullscreen', route: '/contact' },
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Contact us');
    await expect(canvas.getByRole('link', { name: 'support@dictation-health.ch' })).toHaveAttribute(
      'href',
      'mailto:support@dictation-health.ch',
    );
    await expect(canvas.getByRole('button', { name: 'Show phone number' })).toBeVisible();
    await expect(canvas.queryByText('+41 21 555 01 23')).toBeNull();
  },
};

/** After the press: the number as a tel: link, with the focus on it. */
export const PhoneShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show phone number' }));
    const phone = canvas.getByRole('link', { name: '+41 21 555 01 23' });
    await expect(phone).toHaveAttribute('href', 'tel:+41215550123');
    await expect(phone).toHaveFocus();
  },
};

export const French: Story = { globals: { locale: 'fr' } };

export const German: Story = { globals: { locale: 'de' } };

export const Italian: Story = { globals: { locale: 'it' } };

export const FrenchOnPhone: Story = {
  globals: { locale: 'fr', viewport: { value: 'mobile390', isRotated: false } },
};
