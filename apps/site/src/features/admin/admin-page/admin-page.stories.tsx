import { endpointRoute, type ScenarioName, scenarios } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { AdminPage } from './admin-page.js';

const meta = {
  title: 'Screens/Admin/Admin',
  component: AdminPage,
  parameters: { layout: 'fullscreen', route: '/admin', signedIn: true },
} satisfies Meta<typeof AdminPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story on one of the mocks' named backends. */
const on = (scenario: ScenarioName): Pick<Story, 'beforeEach'> => ({
  beforeEach({ msw }) {
    msw.use(...scenarios[scenario].handlers());
  },
});

const phone = { viewport: { value: 'mobile390', isRotated: false } };

/** In any language: the French phrases of the full scenario are on screen. */
const blacklistShown = async (canvasElement: HTMLElement) => {
  await waitFor(() => expect(canvasElement.querySelectorAll('ol li')).toHaveLength(2), { timeout: 5000 });
};

/** Opens a tab by its English name and waits for its table to leave the spinner. */
const openTab = async (canvasElement: HTMLElement, tab: string, caption: string) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('tab', { name: tab }));
  return within(await canvas.findByRole('table', { name: caption }, { timeout: 5000 }));
};

export const BlacklistFull: Story = {
  ...on('adminFull'),
  play: async ({ canvasElement }) => {
    await blacklistShown(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Français' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('button', { name: 'Delete “Merci docteur”' })).toBeEnabled();
  },
};

export const BlacklistEmpty: Story = {
  ...on('adminEmpty'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No phrases in the blacklist.')).toBeVisible();
  },
};

/** SPEC §5: a blank phrase is refused on the spot, without a call. */
export const BlacklistBlankPhrase: Story = {
  ...on('adminFull'),
  play: async ({ canvasElement }) => {
    await blacklistShown(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(canvas.getByRole('textbox', { name: 'New phrase' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Please enter a phrase.')).toBeVisible();
  },
};

export const BlacklistAddsAPhrase: Story = {
  ...on('adminFull'),
  play: async ({ canvasElement }) => {
    await blacklistShown(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'English' }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'New phrase' }),
      'Please subscribe to the channel',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(canvasElement.querySelectorAll('ol li')).toHaveLength(3));
    await expect(canvas.getByRole('textbox', { name: 'New phrase' })).toHaveValue('');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    const { method, path } = endpointRoute('getBlacklist');
    msw.use(method(path, () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading the blacklist…')).toBeVisible();
  },
};

/** SPEC §8: the admin calls fail silently; the lists are simply empty. */
export const ServerError: Story = {
  ...on('serverError'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No phrases in the blacklist.')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const StatsFull: Story = {
  ...on('adminFull'),
  play: async ({ canvasElement }) => {
    const table = await openTab(canvasElement, 'Statistics', 'Tracked clicks');
    await expect(table.getAllByRole('row')).toHaveLength(4);
    await expect(table.getByText('fmh-congress')).toBeVisible();
  },
};

export const StatsEmpty: Story = {
  ...on('adminEmpty'),
  play: async ({ canvasElement }) => {
    const table = await openTab(canvasElement, 'Statistics', 'Tracked clicks');
    await expect(table.getByText('No data.')).toBeVisible();
  },
};

/** The copy chip's confirmation comes and goes after two seconds (SPEC §2, §9). */
export const UsersFull: Story = {
  ...on('adminFull'),
  play: async ({ canvasElement }) => {
    const table = await openTab(canvasElement, 'Users', 'Registered users');
    await expect(table.getByRole('rowheader', { name: 'dr.anna.muller@praxis-lac.ch' })).toBeVisible();
    // The story browser may refuse the real clipboard; the chip's behaviour is what is shown here.
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy all email addresses' }));
    await expect(writeText).toHaveBeenCalledWith(
      'admin@dictation.example.ch, dr.anna.muller@praxis-lac.ch, claire.dubois@praxis-lac.ch',
    );
    await expect(
      await canvas.findByText('Email addresses copied.', { selector: '[role="status"]' }),
    ).toBeTruthy();
    // Back at rest before the screenshot, so the picture never catches the change half-way.
    await waitFor(
      () => expect(canvas.queryByText('Email addresses copied.', { selector: '[role="status"]' })).toBeNull(),
      { timeout: 3000 },
    );
    writeText.mockRestore();
  },
};

export const UsersEmpty: Story = {
  ...on('adminEmpty'),
  play: async ({ canvasElement }) => {
    const table = await openTab(canvasElement, 'Users', 'Registered users');
    await expect(table.getByText('No users.')).toBeVisible();
  },
};

export const French: Story = {
  ...on('adminFull'),
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => blacklistShown(canvasElement),
};

export const German: Story = {
  ...on('adminFull'),
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => blacklistShown(canvasElement),
};

export const Italian: Story = {
  ...on('adminFull'),
  globals: { locale: 'it' },
  play: async ({ canvasElement }) => blacklistShown(canvasElement),
};

export const BlacklistOnPhone: Story = {
  ...on('adminFull'),
  globals: phone,
  play: async ({ canvasElement }) => blacklistShown(canvasElement),
};

/** On a phone the users' table keeps its columns and scrolls sideways. */
export const UsersOnPhone: Story = {
  ...on('adminFull'),
  globals: phone,
  play: async ({ canvasElement }) => {
    await openTab(canvasElement, 'Users', 'Registered users');
  },
};
