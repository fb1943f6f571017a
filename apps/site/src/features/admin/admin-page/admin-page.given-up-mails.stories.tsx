import type { EndpointName } from '@app/contracts';
import {
  endpointRoute,
  expiredSessionOn,
  givenUpMails,
  type ScenarioName,
  scenarios,
  serverErrorOn,
} from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, type RequestHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { expectSentToSignIn, withRoutes } from '../../../testing/story-routes.js';
import { type StoryWords, storyWords } from '../../../testing/story-words.js';
import { AdminPage } from './admin-page.js';
import { expectFitsPhone } from './admin-page.phone.testing.js';

/** Admin > Mails not sent (docs/admin.md#given-up-mails): the mails the outbox gave up on. */
const meta = {
  title: 'Screens/Admin/Mails not sent',
  component: AdminPage,
  decorators: [withRoutes('/admin')],
  parameters: { layout: 'fullscreen', route: '/admin', signedIn: true },
} satisfies Meta<typeof AdminPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story on one of the mocks' named backends, with `first` answering in front of it. */
const on = (scenario: ScenarioName, ...first: RequestHandler[]): Pick<Story, 'beforeEach'> => ({
  beforeEach({ msw }) {
    msw.use(...first, ...scenarios[scenario].handlers());
  },
});

/** A call that never answers, in front of the full lists. */
const pending = (call: EndpointName): RequestHandler => {
  const { method, path } = endpointRoute(call);
  return method(path, () => delay('infinite'));
};

const phone = { viewport: { value: 'mobile390', isRotated: false } };

/** Opens the tab and, unless told not to, waits for its table. */
async function openTab(canvasElement: HTMLElement, { t }: StoryWords, waitForTable = true) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('tab', { name: t('admin.tab.mails') }));
  if (!waitForTable) return canvas;
  return within(await canvas.findByRole('table', { name: t('admin.mails.caption') }));
}

/** Two mails given up: one the SMTP server refused, one that could never be rendered. */
export const List: Story = {
  ...on('adminFull'),
  play: async ({ canvasElement, globals }) => {
    const table = await openTab(canvasElement, storyWords(globals));
    await expect(table.getAllByRole('rowheader')).toHaveLength(givenUpMails.length);
    for (const mail of givenUpMails) {
      await expect(table.getByText(mail.kind)).toBeVisible();
      await expect(table.getByText(mail.lastError ?? '')).toBeVisible();
    }
  },
};

/** On a phone each mail is a card of labelled lines: nothing scrolls sideways, every tab in sight. */
export const OnPhone: Story = {
  ...on('adminFull'),
  globals: phone,
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const table = await openTab(canvasElement, words);
    await expect(table.getAllByRole('rowheader')).toHaveLength(givenUpMails.length);
    await expectFitsPhone(canvasElement, words);
  },
};

export const Loading: Story = {
  ...on('adminFull', pending('listGivenUpMails')),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const canvas = await openTab(canvasElement, words, false);
    await expect(await canvas.findByText(words.text('admin.mails.loading'))).toBeVisible();
  },
};

export const Empty: Story = {
  ...on('adminEmpty'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const table = await openTab(canvasElement, words);
    await expect(table.getByText(words.text('admin.mails.empty'))).toBeVisible();
  },
};

/** A list that cannot be loaded says so, with "Try again", rather than claiming every mail went out. */
export const LoadError: Story = {
  ...on('adminFull', serverErrorOn('listGivenUpMails')),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const canvas = await openTab(canvasElement, words, false);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(words.text('errors.internal'));
    await expect(within(alert).getByRole('button', { name: words.t('admin.mails.retry') })).toBeVisible();
  },
};

/** docs/accounts.md#session-end: a 401 on the list ends the session, as on every admin call. */
export const SessionExpired: Story = {
  ...on('adminFull', expiredSessionOn('listGivenUpMails')),
  play: async ({ canvasElement, globals }) => {
    await openTab(canvasElement, storyWords(globals), false);
    await expectSentToSignIn(canvasElement);
  },
};
