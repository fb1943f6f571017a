import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyWords } from '../../../testing/story-words.js';
import { LicensePage } from './license-page.js';

const meta = {
  title: 'Screens/Marketing/License',
  component: LicensePage,
  parameters: { layout: 'fullscreen', route: '/license' },
} satisfies Meta<typeof LicensePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** docs/routes-and-screens.md#license: a visitor signs in before paying; Free leads to the download. */
export const SignedOut: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('license.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('license.free.action') })).toHaveAttribute(
      'href',
      '/download',
    );
    // The plan is in the address too, for a click before the page's scripts have run
    // (docs/routes-and-screens.md#license).
    await expect(canvas.getByRole('link', { name: t('license.premium.action') })).toHaveAttribute(
      'href',
      '/signin?plan=premium',
    );
    await expect(canvas.getByRole('link', { name: t('license.enterprise.action') })).toHaveAttribute(
      'href',
      '/signin?plan=enterprise',
    );
  },
};

/**
 * Signed in as the mocks' Enterprise owner: her plan is marked
 * (docs/routes-and-screens.md#license), and paying is one step.
 */
export const SignedIn: Story = {
  parameters: { signedIn: true },
  play: async ({ canvasElement, globals }) => {
    const { t } = storyWords(globals);
    const canvas = within(canvasElement);
    const enterprise = canvas.getByRole('article', { name: t('account.type.enterprise') });
    await expect(await within(enterprise).findByText(t('license.current'))).toBeVisible();
    await expect(
      within(canvas.getByRole('article', { name: t('account.type.premium') })).queryByText(
        t('license.current'),
      ),
    ).toBeNull();
    await expect(canvas.getByRole('link', { name: t('license.premium.action') })).toHaveAttribute(
      'href',
      '/payment',
    );
    await expect(canvas.getByRole('link', { name: t('license.enterprise.action') })).toHaveAttribute(
      'href',
      '/payment',
    );
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile390', isRotated: false } },
};
