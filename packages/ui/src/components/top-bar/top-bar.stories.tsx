import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { brandLink, languageSelector, topBarActions, topBarNavigation } from '../../storybook/fixtures.js';
import { TopBar } from './top-bar.js';

const meta = {
  title: 'Page/TopBar',
  component: TopBar,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: brandLink,
    navigation: topBarNavigation({ current: 'download' }),
    actions: topBarActions(),
    utility: languageSelector(),
    navigationLabel: 'Main navigation',
    menuLabel: 'Menu',
  },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From 1350 px: one airy row (docs/top-bar-wide-1400.png). */
export const Wide1400: Story = {
  globals: { viewport: { value: 'wide1400', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const navigation = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(within(navigation).getByRole('link', { name: 'Download' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Try free for 15 days' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
  },
};

/** 1250 to 1349 px: the same row, tighter (docs/top-bar-compact-1300.png). */
export const Compact1300: Story = {
  globals: { viewport: { value: 'compact1300', isRotated: false } },
};

/**
 * Below 1250 px with the menu closed, the bar is all there is: the hidden panel takes no room
 * (it once left a 33 px band of its padding and border under the bar).
 */
export const Mobile390MenuClosed: Story = {
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  play: async ({ canvasElement }) => {
    const header = canvasElement.querySelector('header') as HTMLElement;
    const toggle = within(header).getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Closed, the panel is there but marked hidden (Radix names it in aria-controls only when open).
    const panel = header.querySelector('[data-state="closed"][hidden]') as HTMLElement;
    await expect(panel).not.toBeNull();
    await expect(getComputedStyle(panel).display).toBe('none');
    const bar = toggle.parentElement as HTMLElement;
    // The header is the bar and its 1 px bottom border, nothing more.
    await expect(header.getBoundingClientRect().height).toBeLessThanOrEqual(
      bar.getBoundingClientRect().height + 1,
    );
  },
};

/** Below 1250 px: the menu button discloses the same links (docs/top-bar-mobile-390.png). */
export const Mobile390MenuOpen: Story = {
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Download' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toBeVisible();
    // On a phone the language selector sits at the end of the menu.
    await expect(canvas.getByRole('combobox', { name: 'Language' })).toBeVisible();
  },
};

/**
 * docs/routes-and-screens.md#top-bar: on /license the trial link is not shown; logged in: account and sign
 * out.
 */
export const LoggedInOnLicensePage: Story = {
  globals: { viewport: { value: 'wide1400', isRotated: false } },
  args: {
    navigation: topBarNavigation({ current: 'license' }),
    actions: topBarActions({ loggedIn: true, onLicensePage: true }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Try free for 15 days' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toBeVisible();
  },
};

/** The longest labels (German) at the tightest in-bar width. */
export const GermanCompact1300: Story = {
  globals: { viewport: { value: 'compact1300', isRotated: false } },
  args: {
    navigation: topBarNavigation({ language: 'de' }),
    actions: topBarActions({ language: 'de' }),
    utility: languageSelector('de'),
    navigationLabel: 'Hauptnavigation',
    menuLabel: 'Menü',
  },
};
