import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SupportPage } from './support-page.js';

const meta = {
  title: 'Screens/Content/Support',
  component: SupportPage,
  parameters: { layout: 'fullscreen', route: '/support' },
} satisfies Meta<typeof SupportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Support');
    await expect(canvas.getByRole('link', { name: 'Download the user manual (PDF)' })).toHaveAttribute(
      'href',
      '/manuals/manual-en.pdf',
    );
    await expect(canvas.getByRole('link', { name: 'Browse the FAQ' })).toHaveAttribute('href', '/faq');
    await expect(canvas.queryByText('+41 21 555 01 23')).toBeNull();
  },
};

/** The manual follows the interface language. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: "Télécharger le mode d'emploi (PDF)" })).toHaveAttribute(
      'href',
      '/manuals/manual-fr.pdf',
    );
  },
};

export const German: Story = { globals: { locale: 'de' } };

export const Italian: Story = { globals: { locale: 'it' } };

export const ItalianOnPhone: Story = {
  globals: { locale: 'it', viewport: { value: 'mobile390', isRotated: false } },
};

/** After the press, in the narrow third column: the number as a tel: link, with the focus on it. */
export const PhoneShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show phone number' }));
    await expect(canvas.getByRole('link', { name: '+41 21 555 01 23' })).toHaveFocus();
  },
};
