import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyWords } from '../../../testing/story-words.js';
import { EmailValidationPage } from './email-validation-page.js';

const meta = {
  title: 'Screens/Auth/Email validation',
  component: EmailValidationPage,
  parameters: { layout: 'fullscreen', route: '/email-validation' },
} satisfies Meta<typeof EmailValidationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t, text } = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('auth.emailValidation.title') }),
    ).toBeVisible();
    await expect(canvas.getByText(text('auth.emailValidation.body'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('auth.emailValidation.signIn') })).toHaveAttribute(
      'href',
      '/signin',
    );
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile390', isRotated: false } },
};
