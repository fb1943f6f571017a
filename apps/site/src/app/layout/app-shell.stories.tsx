import { PRODUCT_NAME } from '@app/i18n';
import { AUTH_TOKEN_STORAGE_KEY } from '@app/machines';
import { scenarios } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { destination, StoryDestination } from '../../testing/story-routes.js';
import { storyWords } from '../../testing/story-words.js';
import { AppShell } from './app-shell.js';

/** The shell around a stand-in page that says which path it is on. */
const meta = {
  title: 'Screens/Layout/Top bar and footer',
  component: AppShell,
  decorators: [
    (Story) => (
      <Routes>
        <Route element={<Story />}>
          <Route path="*" element={<StoryDestination />} />
        </Route>
      </Routes>
    ),
  ],
  parameters: { layout: 'fullscreen', route: '/' },
  globals: { viewport: { value: 'wide1400', isRotated: false } },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * docs/routes-and-screens.md#top-bar: licences, download, support; the free trial; sign in and sign up; the
 * footer's links.
 */
export const SignedOut: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = storyWords(globals);
    const canvas = within(canvasElement);
    const navigation = within(canvas.getByRole('navigation', { name: t('nav.main') }));
    await expect(navigation.getByRole('link', { name: t('nav.licenses') })).toHaveAttribute(
      'href',
      '/license',
    );
    await expect(navigation.getByRole('link', { name: t('nav.download') })).toHaveAttribute(
      'href',
      '/download',
    );
    await expect(navigation.getByRole('link', { name: t('nav.support') })).toHaveAttribute(
      'href',
      '/support',
    );
    await expect(canvas.getByRole('link', { name: t('nav.freeTrial') })).toHaveAttribute('href', '/license');
    // docs/routes-and-screens.md#top-bar: the product's mark and name lead home, and the footer names it too.
    await expect(
      within(canvas.getByRole('banner')).getByRole('link', { name: PRODUCT_NAME }),
    ).toHaveAttribute('href', '/');
    await expect(within(canvas.getByRole('contentinfo')).getByText(PRODUCT_NAME)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('nav.signIn') })).toHaveAttribute('href', '/signin');
    await expect(canvas.getByRole('link', { name: t('nav.signUp') })).toHaveAttribute('href', '/signup');
    await expect(canvas.getByRole('combobox', { name: t('nav.language') })).toBeVisible();
    const footer = within(canvas.getByRole('navigation', { name: t('footer.navigation') }));
    for (const [id, path] of [
      ['footer.about', '/about'],
      ['footer.terms', '/terms'],
      ['footer.privacy', '/privacy'],
      ['footer.contact', '/contact'],
    ] as const) {
      await expect(footer.getByRole('link', { name: t(id) })).toHaveAttribute('href', path);
    }
  },
};

/** A Free account is still on its trial: the trial link stays. */
export const SignedIn: Story = {
  parameters: { signedIn: true },
  beforeEach({ msw }) {
    msw.use(...scenarios.free.handlers());
  },
  play: async ({ canvasElement, globals }) => {
    const { t } = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: t('nav.account') })).toHaveAttribute('href', '/account');
    await expect(canvas.getByRole('button', { name: t('nav.signOut') })).toBeEnabled();
    await expect(canvas.queryByRole('link', { name: t('nav.signIn') })).toBeNull();
    await expect(canvas.getByRole('link', { name: t('nav.freeTrial') })).toBeVisible();
  },
};

/** docs/subscriptions-and-money.md#trial: a paying customer is offered no free trial. */
export const SignedInPaying: Story = {
  parameters: { signedIn: true },
  beforeEach({ msw }) {
    msw.use(...scenarios.premium.handlers());
  },
  play: async ({ canvasElement, globals }) => {
    const { t } = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: t('nav.account') })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('link', { name: t('nav.freeTrial') })).toBeNull());
  },
};

/**
 * docs/routes-and-screens.md#top-bar-widths: below 1250 px the closed menu leaves no empty band
 * under the bar.
 */
export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const { t } = storyWords(globals);
    const banner = within(canvasElement).getByRole('banner');
    const toggle = within(banner).getByRole('button', { name: t('nav.menu') });
    await expect(banner.getBoundingClientRect().height).toBeLessThanOrEqual(
      (toggle.parentElement as HTMLElement).getBoundingClientRect().height + 1,
    );
  },
};

/** docs/routes-and-screens.md#top-bar: no highlighted free-trial link on /license itself. */
export const OnLicensePage: Story = {
  parameters: { route: '/license' },
  play: async ({ canvasElement, globals }) => {
    const { t } = storyWords(globals);
    await expect(within(canvasElement).queryByRole('link', { name: t('nav.freeTrial') })).toBeNull();
  },
};

/** docs/routes-and-screens.md#sign-out: signing out removes the stored token and goes home. */
export const SignOut: Story = {
  parameters: { signedIn: true, route: '/account' },
  play: async ({ canvasElement, globals }) => {
    const { t } = storyWords(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('nav.signOut') }));
    await waitFor(() => expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull());
    await waitFor(async () => expect(await destination(canvasElement)).toBe('/'));
    await expect(await canvas.findByRole('link', { name: t('nav.signIn') })).toBeVisible();
  },
};

/** docs/routes-and-screens.md#top-bar-widths: between 1250 and 1350 px the bar tightens. */
export const Compact: Story = {
  parameters: { signedIn: true },
  globals: { viewport: { value: 'compact1300', isRotated: false } },
};

/** Below 1250 px the links move behind a menu button. */
export const MenuOpen: Story = {
  globals: { viewport: { value: 'tablet768', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const { t } = storyWords(globals);
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('button', { name: t('nav.menu') });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: t('nav.download') })).toBeVisible();
  },
};
