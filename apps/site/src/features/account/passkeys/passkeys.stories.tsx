import type { RegistrationCredential } from '@app/contracts';
import { endpointRoute, passkeysFixture, type ScenarioName, scenarios, serverErrorOn } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { CeremonyError, passkeyCeremonies } from '../../../lib/passkeys.js';
import { expectAccessibleAuthentication } from '../../../testing/accessible-authentication.js';
import { expectEachClosingGivesFocusBack, openWithEnter } from '../../../testing/dialog-focus.js';
import { fill } from '../../../testing/fill.js';
import { expectFitsScreen } from '../../../testing/phone-fit.js';
import { withRoutes } from '../../../testing/story-routes.js';
import { type StoryWords, storyWords } from '../../../testing/story-words.js';
import { PASSKEY_OFFER_DISMISSED_KEY } from './passkey-offer.js';
import { PasskeysSection } from './passkeys-section.js';

/** What the browser's authenticator answers in a story: a shape the contract accepts, signed by nothing. */
const CREDENTIAL: RegistrationCredential = {
  id: 'kF3mZk1yT0Jx2vQnH8sLpA',
  rawId: 'kF3mZk1yT0Jx2vQnH8sLpA',
  type: 'public-key',
  response: { clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0', attestationObject: 'o2NmbXRkbm9uZQ' },
  clientExtensionResults: {},
};

const meta = {
  title: 'Screens/Account/Passkeys',
  component: PasskeysSection,
  decorators: [withRoutes('/account')],
  args: { twoFactorOn: true, offer: true },
  parameters: { layout: 'padded', route: '/account', signedIn: true },
  beforeEach({ msw }) {
    msw.use(...scenarios.premium.handlers());
    // The browser's side is the journeys' (a virtual authenticator): here it is stood in for.
    const supported = spyOn(passkeyCeremonies, 'supported').mockReturnValue(true);
    return () => supported.mockRestore();
  },
} satisfies Meta<typeof PasskeysSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const on = (scenario: ScenarioName): Pick<Story, 'beforeEach'> => ({
  beforeEach({ msw }) {
    msw.use(...scenarios[scenario].handlers());
  },
});

/** The browser creates a passkey, or ends its ceremony so. */
const registering = (end?: CeremonyError['end']): Pick<Story, 'beforeEach'> => ({
  beforeEach() {
    const register = spyOn(passkeyCeremonies, 'register');
    if (end) register.mockRejectedValue(new CeremonyError(end));
    else register.mockResolvedValue(CREDENTIAL);
    return () => register.mockRestore();
  },
});

const [named, unnamed] = passkeysFixture();
const body = () => within(document.body);
const list = async (canvasElement: HTMLElement, { t }: StoryWords) =>
  within(await within(canvasElement).findByRole('list', { name: t('account.passkeys.heading') }));

/** docs/passkeys.md#list: a named, synced passkey used lately, and one never named nor used. */
export const Several: Story = {
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const items = await list(canvasElement, words);
    await expect(items.getAllByRole('listitem')).toHaveLength(2);
    // The first: each row's buttons name it too, for a screen reader only.
    await expect(items.getAllByText(named?.name ?? '')[0]).toBeVisible();
    await expect(
      items.getAllByText(
        words.text('account.passkeys.unnamed', { date: words.date(unnamed?.createdAt ?? '') }),
      )[0],
    ).toBeVisible();
    await expect(items.getByText(words.text('account.passkeys.neverUsed'))).toBeVisible();
    await expect(items.getByText(words.text('account.passkeys.synced'))).toBeVisible();
    await expect(within(canvasElement).queryByText(words.text('account.passkeys.recoveryAdvice'))).toBeNull();
  },
};

/** docs/passkeys.md#recovery: passkeys and no authenticator app: a second way in is advised. */
export const WithoutTwoFactor: Story = {
  args: { twoFactorOn: false },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await list(canvasElement, words);
    await expect(
      within(canvasElement).getByText(words.text('account.passkeys.recoveryAdvice')),
    ).toBeVisible();
  },
};

/** None yet, the offer dismissed before in this browser: the list says so. */
export const Empty: Story = {
  ...on('passkeysNone'),
  args: { offer: false },
  play: async ({ canvasElement, globals }) => {
    const { text, t } = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text('account.passkeys.empty'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('account.passkeys.add') })).toBeEnabled();
  },
};

/** docs/passkeys.md#offer: none yet, the account page offers one; "Not now" is kept by this browser. */
export const Offer: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.passkeysNone.handlers());
    window.localStorage.removeItem(PASSKEY_OFFER_DISMISSED_KEY);
  },
  play: async ({ canvasElement, globals }) => {
    const { text } = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text('account.passkeys.offer.title'))).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: text('account.passkeys.add') })).toHaveLength(2);
  },
};

export const OfferDismissed: Story = {
  ...Offer,
  play: async ({ canvasElement, globals }) => {
    const { text, t } = storyWords(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('account.passkeys.offer.dismiss') }));
    await expect(canvas.queryByText(text('account.passkeys.offer.title'))).toBeNull();
    await expect(window.localStorage.getItem(PASSKEY_OFFER_DISMISSED_KEY)).not.toBeNull();
    window.localStorage.removeItem(PASSKEY_OFFER_DISMISSED_KEY);
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    const { method, path } = endpointRoute('listPasskeys');
    msw.use(method(path, () => delay('infinite')));
  },
  play: async ({ canvasElement, globals }) => {
    const { text, t } = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(text('account.passkeys.loading'));
    await expect(canvas.queryByRole('button', { name: t('account.passkeys.add') })).toBeNull();
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(serverErrorOn('listPasskeys'));
  },
  play: async ({ canvasElement, globals }) => {
    const { text, t } = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text('account.passkeys.loadFailed'));
    await expect(canvas.getByRole('button', { name: t('account.passkeys.retry') })).toBeEnabled();
  },
};

/** A browser without WebAuthn: the list shows, and a line says why nothing can be added here. */
export const BrowserWithoutPasskeys: Story = {
  beforeEach() {
    const supported = spyOn(passkeyCeremonies, 'supported').mockReturnValue(false);
    return () => supported.mockRestore();
  },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const canvas = within(canvasElement);
    await list(canvasElement, words);
    await expect(canvas.getByText(words.text('account.passkeys.unsupported'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: words.t('account.passkeys.add') })).toBeNull();
  },
};

/** docs/passkeys.md#register: the browser creates it, and it is listed at once. */
export const Added: Story = {
  ...registering(),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: words.t('account.passkeys.add') }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      words.text('account.passkeys.addedNotice'),
    );
    await waitFor(async () =>
      expect((await list(canvasElement, words)).getAllByRole('listitem')).toHaveLength(3),
    );
    await expect(passkeyCeremonies.register).toHaveBeenCalledOnce();
  },
};

/** She closed the browser's dialog: nothing to say. */
export const AddCancelled: Story = {
  ...registering('cancelled'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const canvas = within(canvasElement);
    const add = await canvas.findByRole('button', { name: words.t('account.passkeys.add') });
    await userEvent.click(add);
    await waitFor(() => expect(add).toBeEnabled());
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The authenticator already holds a passkey of hers (the account's are excluded). */
export const AddExists: Story = {
  ...registering('exists'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: words.t('account.passkeys.add') }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(words.text('account.passkeys.exists'));
  },
};

async function openRename(canvasElement: HTMLElement, words: StoryWords) {
  const items = await list(canvasElement, words);
  await userEvent.click(
    items.getByRole('button', { name: `${words.t('account.passkeys.rename')} ${named?.name}` }),
  );
  return body().findByRole('dialog', { name: words.t('account.passkeys.renameTitle') });
}

export const RenameDialog: Story = {
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const dialog = await openRename(canvasElement, words);
    await expect(within(dialog).getByLabelText(words.label('account.passkeys.name'))).toHaveValue(
      named?.name,
    );
    await expectAccessibleAuthentication(dialog);
  },
};

export const Renamed: Story = {
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const dialog = within(await openRename(canvasElement, words));
    const field = dialog.getByLabelText(words.label('account.passkeys.name'));
    await userEvent.clear(field);
    await fill(field, 'Laptop');
    await userEvent.click(dialog.getByRole('button', { name: words.t('account.passkeys.renameConfirm') }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect((await within(canvasElement).findAllByText('Laptop'))[0]).toBeVisible();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      words.text('account.passkeys.renamed'),
    );
  },
};

async function openRemove(canvasElement: HTMLElement, words: StoryWords, name: string) {
  const items = await list(canvasElement, words);
  await userEvent.click(items.getByRole('button', { name: `${words.t('account.passkeys.remove')} ${name}` }));
  return body().findByRole('alertdialog', { name: words.t('account.passkeys.removeTitle', { name }) });
}

/** docs/passkeys.md#remove: the question names the passkey. */
export const RemoveDialog: Story = {
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const dialog = await openRemove(canvasElement, words, named?.name ?? '');
    await expect(dialog).toHaveAccessibleDescription(words.text('account.passkeys.removeIntro'));
  },
};

/** Removed: the browser is told which passkeys the account still accepts (docs/passkeys.md#signals). */
export const Removed: Story = {
  beforeEach() {
    const signal = spyOn(passkeyCeremonies, 'signalAccepted').mockResolvedValue();
    return () => signal.mockRestore();
  },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const dialog = within(await openRemove(canvasElement, words, named?.name ?? ''));
    await userEvent.click(dialog.getByRole('button', { name: words.t('account.passkeys.removeConfirm') }));
    const outcome = await within(canvasElement).findByRole('status');
    await expect(outcome).toHaveTextContent(words.text('account.passkeys.removed'));
    // Its row and buttons are gone: the outcome has the focus.
    await waitFor(() => expect(outcome).toHaveFocus());
    await expect(passkeyCeremonies.signalAccepted).toHaveBeenCalledWith(
      expect.objectContaining({ allAcceptedCredentialIds: [expect.any(String)] }),
    );
  },
};

/** The last passkey, in a session opened over 10 minutes ago: she is asked to sign in again. */
export const FreshSignInAsked: Story = {
  ...on('passkeyLastNeedsFreshSignin'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const dialog = within(await openRemove(canvasElement, words, named?.name ?? ''));
    await userEvent.click(dialog.getByRole('button', { name: words.t('account.passkeys.removeConfirm') }));
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      words.text('account.errors.freshSigninRequired'),
    );
    await expect(canvas.getByRole('button', { name: words.t('account.passkeys.signInAgain') })).toBeEnabled();
  },
};

/** Her practice requires a passkey of her: the last one stays. */
export const LastOneRequired: Story = {
  ...on('passkeyLastRequired'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const dialog = within(await openRemove(canvasElement, words, named?.name ?? ''));
    await userEvent.click(dialog.getByRole('button', { name: words.t('account.passkeys.removeConfirm') }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      words.text('account.errors.passkeyRequired'),
    );
  },
};

/**
 * docs/routes-and-screens.md#focus-after-dialog: the rename and remove dialogs, opened with Enter
 * and closed each way, give the focus back to the button that opened them.
 */
export const DialogsGiveFocusBack: Story = {
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const { t } = words;
    const rename = async () =>
      (await list(canvasElement, words)).getByRole('button', {
        name: `${t('account.passkeys.rename')} ${named?.name}`,
      });
    await expectEachClosingGivesFocusBack(
      rename,
      (opener) => openWithEnter(opener, t('account.passkeys.renameTitle')),
      ['Escape', { button: t('account.passkeys.cancel') }, { button: t('account.dialog.close') }],
    );
    const remove = async () =>
      (await list(canvasElement, words)).getByRole('button', {
        name: `${t('account.passkeys.remove')} ${named?.name}`,
      });
    await expectEachClosingGivesFocusBack(
      remove,
      (opener) =>
        openWithEnter(opener, t('account.passkeys.removeTitle', { name: named?.name ?? '' }), 'alertdialog'),
      ['Escape', { button: t('account.passkeys.removeKeep') }],
    );
  },
};

/** docs/routes-and-screens.md#narrow-screens: on a phone nothing scrolls sideways. */
export const SeveralOnPhone: Story = {
  ...Several,
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  play: async (context) => {
    await Several.play?.(context);
    await expectFitsScreen(context.canvasElement);
  },
};
