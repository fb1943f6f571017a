import { COMPANY } from '@app/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyWords } from '../../../testing/story-words.js';
import { ContactPage } from './contact-page.js';

const meta = {
  title: 'Screens/Content/Contact',
  component: ContactPage,
  parameters: { layout: 'fullscreen', route: '/contact' },
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('contact.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: COMPANY.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${COMPANY.supportEmail}`,
    );
    await expect(canvas.getByRole('button', { name: t('supportChannels.showPhone') })).toBeVisible();
    await expect(canvas.queryByText(COMPANY.supportPhone)).toBeNull();
  },
};

/** After the press: the number as a tel: link, with the focus on it. */
export const PhoneShown: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = storyWords(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('supportChannels.showPhone') }));
    const phone = canvas.getByRole('link', { name: COMPANY.supportPhone });
    await expect(phone).toHaveAttribute('href', 'tel:+41215550123');
    await expect(phone).toHaveFocus();
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile390', isRotated: false } },
};
