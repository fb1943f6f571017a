import { accountSessions, MOCK_DEVICE_NAME, scenarios, serverErrorOn } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectFitsScreen } from '../../../testing/phone-fit.js';
import { withRoutes } from '../../../testing/story-routes.js';
import { storyWords } from '../../../testing/story-words.js';
import { SessionList } from './session-list.js';

const meta = {
  title: 'Screens/Account/Sessions',
  component: SessionList,
  decorators: [withRoutes('/account')],
  parameters: { layout: 'padded', route: '/account', signedIn: true },
  beforeEach({ msw }) {
    msw.use(...scenarios.premium.handlers());
  },
} satisfies Meta<typeof SessionList>;

export default meta;
type Story = StoryObj<typeof meta>;

const [, safari] = accountSessions().filter((session) => session.kind === 'browser');

/** Browser and system, last use, this browser marked, and a sign-out for each. */
export const Listed: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t, text } = storyWords(globals);
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: t('account.sessions.list') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText(text('account.sessions.current'))).toBeVisible();
    // A session without a user agent it could read: its button still says whose it is.
    await expect(
      canvas.getByRole('button', {
        name: `${t('account.sessions.end')} ${t('account.sessions.unknownDevice')}`,
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('account.sessions.endOthers') })).toBeEnabled();
    // docs/passkeys.md#sign-in-events: how each was opened; nothing for one opened before it was kept.
    const method = (id: 'account.sessions.method.passkey' | 'account.sessions.method.password') =>
      text('account.sessions.signedInWith', { method: text(id) });
    await expect(within(list).getByText(method('account.sessions.method.passkey'))).toBeVisible();
    await expect(within(list).getByText(method('account.sessions.method.password'))).toBeVisible();
    await expect(
      within(list).getAllByText(new RegExp(text('account.sessions.signedInWith', { method: '' }).trim())),
    ).toHaveLength(2);
  },
};

export const OneEnded: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t, text } = storyWords(globals);
    const canvas = within(canvasElement);
    const device = t('account.sessions.device', {
      browser: safari?.browser ?? '',
      system: safari?.system ?? '',
    });
    await userEvent.click(
      await canvas.findByRole('button', { name: `${t('account.sessions.end')} ${device}` }),
    );
    await expect(await canvas.findByRole('status')).toHaveTextContent(text('account.sessions.ended'));
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(2));
  },
};

export const OthersEnded: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t, text } = storyWords(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('account.sessions.endOthers') }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      text('account.sessions.endedOthers', { count: 2 }),
    );
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(1));
    await expect(canvas.queryByRole('button', { name: t('account.sessions.endOthers') })).toBeNull();
  },
};

/**
 * docs/desktop-app.md#devices: the Windows app's sign-ins among the browsers, by the computer's
 * name (an unnamed one by a fixed text), with first and last use and where, each with its sign-out.
 */
export const WithWindowsApp: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.appSignedIn.handlers());
  },
  play: async ({ canvasElement, globals }) => {
    const { t, text } = storyWords(globals);
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: t('account.sessions.list') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByText(text('account.sessions.appIntro'))).toBeVisible();
    // Each named on its line and in its button's name.
    for (const name of [
      t('account.sessions.app', { name: MOCK_DEVICE_NAME }),
      t('account.sessions.appUnnamed'),
    ]) {
      await expect(within(list).getAllByText(name)[0]).toBeVisible();
      await expect(
        canvas.getByRole('button', { name: `${t('account.sessions.end')} ${name}` }),
      ).toBeEnabled();
    }
    // Where it was last used: the network address, which only its holder sees.
    await expect(canvas.getByText(/203\.0\.113\.10/)).toBeVisible();
  },
};

export const WindowsAppEnded: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.appSignedIn.handlers());
  },
  play: async ({ canvasElement, globals }) => {
    const { t, text } = storyWords(globals);
    const canvas = within(canvasElement);
    const named = t('account.sessions.app', { name: MOCK_DEVICE_NAME });
    await userEvent.click(
      await canvas.findByRole('button', { name: `${t('account.sessions.end')} ${named}` }),
    );
    await expect(await canvas.findByRole('status')).toHaveTextContent(text('account.sessions.ended'));
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(4));
    await expect(canvas.queryAllByText(named)).toEqual([]);
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(serverErrorOn('listSessions'));
  },
  play: async ({ canvasElement, globals }) => {
    const { t, text } = storyWords(globals);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(text('errors.internal'));
    await expect(within(alert).getByRole('button', { name: t('account.sessions.retry') })).toBeEnabled();
  },
};

/** docs/routes-and-screens.md#narrow-screens: on a phone nothing scrolls sideways, every action in view. */
export const ListedOnPhone: Story = {
  ...Listed,
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  play: async (context) => {
    await Listed.play?.(context);
    await expectFitsScreen(context.canvasElement);
  },
};

export const WithWindowsAppOnPhone: Story = {
  ...WithWindowsApp,
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  play: async (context) => {
    await WithWindowsApp.play?.(context);
    await expectFitsScreen(context.canvasElement);
  },
};
