import { COMPANY } from '@app/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyWords } from '../../../testing/story-words.js';
import { SupportPage } from './support-page.js';

const meta = {
  title: 'Screens/Content/Support',
  component: SupportPage,
  parameters: { layout: 'fullscreen', route: '/support' },
} satisfies Meta<typeof SupportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** docs/routes-and-screens.md#support: the manual follows the interface language. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t, language } = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('support.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('support.manual.link') })).toHaveAttribute(
      'href',
      `/manuals/manual-${language}.pdf`,
    );
    await expect(canvas.getByRole('link', { name: t('support.faq.link') })).toHaveAttribute('href', '/faq');
    await expect(canvas.queryByText(COMPANY.supportPhone)).toBeNull();
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile390', isRotated: false } },
};

/** After the press, in the narrow third column: the number as a tel: link, with the focus on it. */
export const PhoneShown: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = storyWords(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('supportChannels.showPhone') }));
    await expect(canvas.getByRole('link', { name: COMPANY.supportPhone })).toHaveFocus();
  },
};
