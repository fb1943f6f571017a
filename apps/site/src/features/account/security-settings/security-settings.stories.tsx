import { MOCK_WRONG_PASSWORD, type ScenarioName, scenarios } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectAccessibleAuthentication } from '../../../testing/accessible-authentication.js';
import { expectEachClosingGivesFocusBack, openWithEnter } from '../../../testing/dialog-focus.js';
import { fill } from '../../../testing/fill.js';
import { expectFitsScreen } from '../../../testing/phone-fit.js';
import { withRoutes } from '../../../testing/story-routes.js';
import { type StoryWords, storyWords } from '../../../testing/story-words.js';
import { useAccountSettings } from '../account-settings/use-account-settings.js';
import { SecuritySettings } from './security-settings.js';

function Section() {
  return <SecuritySettings actor={useAccountSettings()} />;
}

const meta = {
  title: 'Screens/Account/Sign-in and security',
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

// Dialogs render in a portal, outside the story's canvas.
const body = () => within(document.body);

/** Off, with an Enterprise owner's choice for her colleagues. */
export const Off: Story = {
  ...on('enterprise'),
  play: async ({ canvasElement, globals }) => {
    const { t, text } = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text('account.twoFactor.off'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('account.twoFactor.enable') })).toBeEnabled();
    await expect(canvas.getByRole('checkbox', { name: t('account.colleagues.label') })).not.toBeChecked();
  },
};

export const On: Story = {
  ...on('twoFactorOn'),
  play: async ({ canvasElement, globals }) => {
    const { t, text } = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text('account.twoFactor.on', { count: 7 }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('account.twoFactor.disable') })).toBeEnabled();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

/** A colleague whose owner requires it: no way to turn it off. */
export const RequiredByOwner: Story = {
  ...on('colleagueTwoFactorRequired'),
  play: async ({ canvasElement, globals }) => {
    const { t, text } = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text('account.twoFactor.requiredByOwner'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('account.twoFactor.disable') })).toBeNull();
  },
};

async function setUp(canvasElement: HTMLElement, { t, label }: StoryWords) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: t('account.twoFactor.enable') }));
  await fill(await canvas.findByLabelText(label('account.twoFactor.setup.code')), '123456');
  await userEvent.click(canvas.getByRole('button', { name: t('account.twoFactor.setup.confirm') }));
  await userEvent.click(await canvas.findByRole('button', { name: t('account.twoFactor.setup.done') }));
}

/** Set up from the account page: on, with ten recovery codes. */
export const Enabled: Story = {
  ...on('premium'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await setUp(canvasElement, words);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      words.text('account.twoFactor.enabled'),
    );
    await expect(await canvas.findByText(words.text('account.twoFactor.on', { count: 10 }))).toBeVisible();
  },
};

async function openDisable(canvasElement: HTMLElement, { t }: StoryWords) {
  await userEvent.click(
    await within(canvasElement).findByRole('button', { name: t('account.twoFactor.disable') }),
  );
  return body().findByRole('dialog', { name: t('account.twoFactor.disableTitle') });
}

export const DisableDialog: Story = {
  ...on('twoFactorOn'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const dialog = await openDisable(canvasElement, words);
    await expect(dialog).toHaveAccessibleDescription(words.text('account.twoFactor.disableIntro'));
    await expect(
      within(dialog).getByRole('button', { name: words.t('account.twoFactor.disableConfirm') }),
    ).toBeDisabled();
    await expectAccessibleAuthentication(dialog);
  },
};

export const DisableWrongPassword: Story = {
  ...on('twoFactorOn'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const dialog = within(await openDisable(canvasElement, words));
    await fill(dialog.getByLabelText(words.label('account.twoFactor.password')), MOCK_WRONG_PASSWORD);
    await userEvent.click(dialog.getByRole('button', { name: words.t('account.twoFactor.disableConfirm') }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(words.text('errors.passwordIncorrect'));
  },
};

export const Disabled: Story = {
  ...on('twoFactorOn'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const dialog = within(await openDisable(canvasElement, words));
    await fill(dialog.getByLabelText(words.label('account.twoFactor.code')), 'k7dm-4p2x-qh9n');
    await userEvent.click(dialog.getByRole('button', { name: words.t('account.twoFactor.disableConfirm') }));
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      words.text('account.twoFactor.disabled'),
    );
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/**
 * docs/routes-and-screens.md#focus-after-dialog: the dialog, opened with Enter and closed with
 * Escape, "Keep" or its ×, gives the focus back to the button that opened it; once two-factor
 * sign-in is off, that button is gone and the outcome has the focus.
 */
export const DisableDialogGivesFocusBack: Story = {
  ...on('twoFactorOn'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const { t } = words;
    const canvas = within(canvasElement);
    const disable = () => canvas.findByRole('button', { name: t('account.twoFactor.disable') });
    await expectEachClosingGivesFocusBack(
      disable,
      (opener) => openWithEnter(opener, t('account.twoFactor.disableTitle')),
      ['Escape', { button: t('account.twoFactor.keep') }, { button: t('account.dialog.close') }],
    );
    const dialog = within(await openWithEnter(await disable(), t('account.twoFactor.disableTitle')));
    await fill(dialog.getByLabelText(words.label('account.twoFactor.code')), 'k7dm-4p2x-qh9n');
    await userEvent.keyboard('{Enter}');
    const outcome = await canvas.findByRole('status');
    await expect(outcome).toHaveTextContent(words.text('account.twoFactor.disabled'));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(outcome).toHaveFocus());
  },
};

/** An Enterprise owner requires it of her colleagues. */
export const ColleaguesRequired: Story = {
  ...on('enterprise'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const canvas = within(canvasElement);
    const checkbox = await canvas.findByRole('checkbox', { name: words.t('account.colleagues.label') });
    await waitFor(() => expect(checkbox).toBeEnabled());
    await userEvent.click(checkbox);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      words.text('account.colleagues.required'),
    );
    // Checked once the settings are read again.
    await waitFor(() => expect(checkbox).toBeChecked());
    await waitFor(() => expect(checkbox).toBeEnabled());
  },
};

/** docs/passkeys.md#policy: an Enterprise owner requires passkeys of those who run her practice. */
export const PracticePasskeysRequired: Story = {
  ...on('enterprise'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const canvas = within(canvasElement);
    const checkbox = await canvas.findByRole('checkbox', {
      name: words.t('account.passkeys.practice.label'),
    });
    await expect(checkbox).toHaveAccessibleDescription(words.text('account.passkeys.practice.hint'));
    await waitFor(() => expect(checkbox).toBeEnabled());
    await userEvent.click(checkbox);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      words.text('account.passkeys.practice.required'),
    );
    await waitFor(() => expect(checkbox).toBeChecked());
  },
};

/** An admin of the practice (docs/licences.md#permissions `security`) has the same switch. */
export const PracticePasskeysByAdmin: Story = {
  ...on('practiceAdmin'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const canvas = within(canvasElement);
    const checkbox = await canvas.findByRole('checkbox', {
      name: words.t('account.passkeys.practice.label'),
    });
    await expect(checkbox).not.toBeChecked();
  },
};

/** docs/routes-and-screens.md#narrow-screens: on a phone nothing scrolls sideways, every action in view. */
export const OffOnPhone: Story = {
  ...Off,
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  play: async (context) => {
    await Off.play?.(context);
    await expectFitsScreen(context.canvasElement);
  },
};
