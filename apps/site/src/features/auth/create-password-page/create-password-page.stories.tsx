import { PASSWORD_MIN_LENGTH } from '@app/contracts';
import { endpointRoute, errorResponse, networkFailureOn, scenarios } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, within } from 'storybook/test';
import { withRoutes } from '../../../testing/story-routes.js';
import { storyWords } from '../../../testing/story-words.js';
import { saveNewPassword } from '../new-password-form/new-password-form.play.js';
import { CreatePasswordPage } from './create-password-page.js';

const INVITEE = 'dr.rossi@praxis-lausanne.ch';

const meta = {
  title: 'Screens/Auth/Create password',
  component: CreatePasswordPage,
  decorators: [withRoutes('/create-password/:token/:email')],
  parameters: {
    layout: 'fullscreen',
    route: `/create-password/invite_0123456789abcdef/${encodeURIComponent(INVITEE)}`,
  },
} satisfies Meta<typeof CreatePasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The invitee's address comes from the link, shown but not editable, once the link is found usable. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t, label } = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('auth.createPassword.title') }),
    ).toBeVisible();
    await expect(await canvas.findByLabelText(label('auth.createPassword.email'))).toHaveValue(INVITEE);
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const { label } = storyWords(globals);
    await within(canvasElement).findByLabelText(label('auth.createPassword.email'));
  },
};

/** docs/accounts.md#create-password: the link is looked at as the page opens. */
export const CheckingLink: Story = {
  beforeEach({ msw }) {
    const { method, path } = endpointRoute('checkInvitation');
    msw.use(method(path, () => delay('infinite')));
  },
  play: async ({ canvasElement, globals }) => {
    const { text, label } = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text('auth.createPassword.checking'))).toBeVisible();
    await expect(canvas.queryByLabelText(label('auth.newPassword.newPassword'))).toBeNull();
  },
};

/** An unknown or expired invitation says so at once, with no form to fill. */
export const LinkInvalidOnOpen: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.invitationLinkInvalid.handlers());
  },
  play: async ({ canvasElement, globals }) => {
    const { text, label } = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      text('auth.createPassword.error.invalidLink'),
    );
    await expect(canvas.queryByLabelText(label('auth.newPassword.newPassword'))).toBeNull();
  },
};

/** A link that already set her password sends her to sign in, before any form. */
export const LinkUsedOnOpen: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.invitationLinkUsed.handlers());
  },
  play: async ({ canvasElement, globals }) => {
    const { t, text, label } = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text('errors.signInToAcceptInvitation'));
    await expect(canvas.getByRole('link', { name: t('auth.createPassword.signIn') })).toHaveAttribute(
      'href',
      '/signin',
    );
    await expect(canvas.queryByLabelText(label('auth.newPassword.newPassword'))).toBeNull();
  },
};

/** The same minimum length as at sign-up, checked before any call. */
export const PasswordTooShort: Story = {
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await saveNewPassword(canvasElement, words, 'abc');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      words.text('auth.signUp.error.passwordTooShort', { minLength: PASSWORD_MIN_LENGTH }),
    );
  },
};

export const PasswordsDiffer: Story = {
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await saveNewPassword(canvasElement, words, 'secret7', 'secret2');
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(words.text('auth.newPassword.error.passwordMismatch'));
    await expect(alert).toHaveFocus();
  },
};

/**
 * docs/accounts.md#common-passwords: one of the 10,000 most common passwords, refused by the API
 * (here its mock).
 */
export const PasswordTooCommon: Story = {
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await saveNewPassword(canvasElement, words, 'password');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      words.text('errors.passwordTooCommon'),
    );
  },
};

/**
 * docs/accounts.md#create-password: the address already has a password; the page says to sign in to
 * accept the seat.
 */
export const AlreadyHasAccount: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.invitationForExistingAccount.handlers());
  },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await saveNewPassword(canvasElement, words);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      words.text('errors.signInToAcceptInvitation'),
    );
    await expect(canvas.getByRole('link', { name: words.t('auth.createPassword.signIn') })).toHaveAttribute(
      'href',
      '/signin',
    );
    await expect(canvas.queryByLabelText(words.label('auth.newPassword.newPassword'))).toBeNull();
  },
};

/** docs/accounts.md#link-errors: create failure shows the invalid-or-expired-link message. */
/**
 * docs/accounts.md#link-errors: an invited colleague cannot ask for a new link herself: the words
 * say whom to ask.
 */
export const LinkInvalid: Story = {
  beforeEach({ msw }) {
    const { method, path } = endpointRoute('createPassword');
    msw.use(method(path, () => errorResponse('invalid_or_expired_token')));
  },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await saveNewPassword(canvasElement, words);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      words.text('auth.createPassword.error.invalidLink'),
    );
  },
};

export const NetworkFailure: Story = {
  beforeEach({ msw }) {
    msw.use(networkFailureOn('createPassword'));
  },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await saveNewPassword(canvasElement, words);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      words.text('errors.network'),
    );
  },
};

export const Busy: Story = {
  beforeEach({ msw }) {
    const { method, path } = endpointRoute('createPassword');
    msw.use(method(path, () => delay('infinite')));
  },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await saveNewPassword(canvasElement, words);
    await expect(
      within(canvasElement).getByRole('button', { name: words.t('auth.newPassword.submit') }),
    ).toBeDisabled();
  },
};

/**
 * No redirect after creating (docs/accounts.md#create-password): the message stays, with the way to sign in.
 */
export const Success: Story = {
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await saveNewPassword(canvasElement, words);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(words.text('auth.newPassword.success'));
    await expect(canvas.getByRole('link', { name: words.t('auth.createPassword.signIn') })).toHaveAttribute(
      'href',
      '/signin',
    );
  },
};
