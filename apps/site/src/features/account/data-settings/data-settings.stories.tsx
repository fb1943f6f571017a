import { MOCK_WRONG_PASSWORD, refusalOn, type ScenarioName, scenarios, serverErrorOn } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectAccessibleAuthentication } from '../../../testing/accessible-authentication.js';
import { fill } from '../../../testing/fill.js';
import { expectFitsScreen } from '../../../testing/phone-fit.js';
import { destination, withRoutes } from '../../../testing/story-routes.js';
import { type StoryWords, storyWords } from '../../../testing/story-words.js';
import { useAccountSettings } from '../account-settings/use-account-settings.js';
import { DataSettings } from './data-settings.js';

function Section() {
  return <DataSettings actor={useAccountSettings()} />;
}

const meta = {
  title: 'Screens/Account/Your data',
  component: Section,
  decorators: [withRoutes('/account')],
  parameters: { layout: 'padded', route: '/account', signedIn: true },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

const on = (scenario: ScenarioName): Pick<Story, 'beforeEach'> => ({
  beforeEach({ msw }) {
    msw.use(...scenarios[scenario].handlers());
  },
});

const body = () => within(document.body);

/** The section's buttons wait for the settings: the first answer has come once they are enabled. */
async function loaded(canvasElement: HTMLElement, { t }: StoryWords): Promise<void> {
  const download = await within(canvasElement).findByRole('button', { name: t('account.data.download') });
  await waitFor(() => expect(download).toBeEnabled());
}

/** The download, and the deletion with what it does, invoices kept as the law requires. */
export const Default: Story = {
  ...on('premium'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await loaded(canvasElement, words);
    await expect(within(canvasElement).getByText(words.text('account.deletion.intro'))).toBeVisible();
  },
};

export const Downloaded: Story = {
  ...on('premium'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await loaded(canvasElement, words);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: words.t('account.data.download') }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(words.text('account.data.downloaded'));
  },
};

export const DownloadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(serverErrorOn('exportAccountData'), ...scenarios.premium.handlers());
  },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await loaded(canvasElement, words);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: words.t('account.data.download') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(words.text('errors.internal'));
  },
};

async function openDeletion(canvasElement: HTMLElement, words: StoryWords) {
  const { t } = words;
  await loaded(canvasElement, words);
  await userEvent.click(
    await within(canvasElement).findByRole('button', { name: t('account.deletion.button') }),
  );
  return body().findByRole('dialog', { name: t('account.deletion.title') });
}

/** With two-factor sign-in on, the code is asked for too. */
export const DeleteDialog: Story = {
  ...on('twoFactorOn'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const element = await openDeletion(canvasElement, words);
    const dialog = within(element);
    await expect(dialog.getByLabelText(words.label('account.deletion.password'))).toBeVisible();
    await expect(dialog.getByLabelText(words.label('account.deletion.code'))).toBeVisible();
    await expect(dialog.getByRole('button', { name: words.t('account.deletion.confirm') })).toBeDisabled();
    await expectAccessibleAuthentication(element);
  },
};

export const DeleteWrongPassword: Story = {
  ...on('premium'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const dialog = within(await openDeletion(canvasElement, words));
    await fill(dialog.getByLabelText(words.label('account.deletion.password')), MOCK_WRONG_PASSWORD);
    await userEvent.click(dialog.getByRole('button', { name: words.t('account.deletion.confirm') }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(words.text('errors.passwordIncorrect'));
  },
};

/**
 * docs/accounts.md#deletion-ends-the-money: a payment of the account under way holds the deletion
 * off; she is told to wait, and the dialog stays open to ask again.
 */
export const DeleteWhilePaying: Story = {
  beforeEach({ msw }) {
    msw.use(refusalOn('deleteAccount', 'purchase_in_progress'), ...scenarios.premium.handlers());
  },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const dialog = within(await openDeletion(canvasElement, words));
    await fill(dialog.getByLabelText(words.label('account.deletion.password')), 'secret-1');
    await userEvent.click(dialog.getByRole('button', { name: words.t('account.deletion.confirm') }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      words.text('account.errors.purchaseInProgress'),
    );
  },
};

/** Deleted: signed out here too, and sent to /signin, which says when and how to keep it. */
export const Deleted: Story = {
  ...on('premium'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const dialog = within(await openDeletion(canvasElement, words));
    await fill(dialog.getByLabelText(words.label('account.deletion.password')), 'secret-1');
    await userEvent.click(dialog.getByRole('button', { name: words.t('account.deletion.confirm') }));
    await expect(await destination(canvasElement)).toBe('/signin');
  },
};

/** docs/routes-and-screens.md#narrow-screens: on a phone nothing scrolls sideways, every action in view. */
export const DefaultOnPhone: Story = {
  ...Default,
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  play: async (context) => {
    await Default.play?.(context);
    await expectFitsScreen(context.canvasElement);
  },
};
