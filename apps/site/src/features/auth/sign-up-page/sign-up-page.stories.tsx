import { PASSWORD_MIN_LENGTH } from '@app/contracts';
import { endpointRoute, errorResponse, MOCK_RETRY_AFTER_SECONDS, networkFailureOn } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fill } from '../../../testing/fill.js';
import { withRoutes } from '../../../testing/story-routes.js';
import { type StoryWords, storyWords } from '../../../testing/story-words.js';
import { EmailValidationPage } from '../email-validation-page/email-validation-page.js';
import { SignUpPage } from './sign-up-page.js';

const meta = {
  title: 'Screens/Auth/Sign up',
  component: SignUpPage,
  decorators: [withRoutes('/signup', { '/email-validation': <EmailValidationPage /> })],
  parameters: { layout: 'fullscreen', route: '/signup' },
} satisfies Meta<typeof SignUpPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'mobile390', isRotated: false } };

/** Fills the form and submits it. */
async function signUp(
  canvasElement: HTMLElement,
  { t, label }: StoryWords,
  password = 'secret7',
  confirmPassword = password,
) {
  const canvas = within(canvasElement);
  await fill(canvas.getByLabelText(label('auth.signUp.email')), 'anna@praxis.ch');
  await fill(canvas.getByLabelText(label('auth.signUp.password')), password);
  await fill(canvas.getByLabelText(label('auth.signUp.confirmPassword')), confirmPassword);
  await userEvent.click(canvas.getByRole('button', { name: t('auth.signUp.submit') }));
}

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t, label } = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('auth.signUp.title') })).toBeVisible();
    await expect(canvas.getByLabelText(label('auth.signUp.password'))).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    await expect(canvas.getByRole('link', { name: t('auth.signUp.signIn') })).toHaveAttribute(
      'href',
      '/signin',
    );
  },
};

export const OnPhone: Story = { globals: phone };

/** docs/accounts.md#sign-up-checks: the length is checked before the match, and no call is made. */
export const PasswordTooShort: Story = {
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await signUp(canvasElement, words, 'abc', 'xyz');
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(
      words.text('auth.signUp.error.passwordTooShort', { minLength: PASSWORD_MIN_LENGTH }),
    );
    await expect(alert).toHaveFocus();
  },
};

/** docs/accounts.md#sign-up-checks: long enough, but the confirmation differs. */
export const PasswordsDiffer: Story = {
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await signUp(canvasElement, words, 'secret7', 'secret2');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      words.text('auth.signUp.error.passwordMismatch'),
    );
  },
};

/** docs/accounts.md#sign-up-checks: all three fields are required, checked first; here on a phone. */
export const FieldsRequiredOnPhone: Story = {
  globals: phone,
  play: async ({ canvasElement, globals }) => {
    const { t, text } = storyWords(globals);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('auth.signUp.submit') }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      text('auth.signUp.error.required'),
    );
  },
};

/**
 * docs/accounts.md#common-passwords: one of the 10,000 most common passwords, refused by the API,
 * with the prefix of docs/accounts.md#sign-up-errors.
 */
export const PasswordTooCommon: Story = {
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await signUp(canvasElement, words, 'aaaaaa');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      words.text('common.error.withMessage', { message: words.t('errors.passwordTooCommon') }),
    );
  },
};

/** docs/accounts.md#sign-up-errors: a refusal with the "Error:" prefix. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    const { method, path } = endpointRoute('signup');
    msw.use(method(path, () => errorResponse('rate_limited')));
  },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await signUp(canvasElement, words);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      words.text('common.error.withMessage', {
        message: words.t('errors.rateLimitedSeconds', { seconds: MOCK_RETRY_AFTER_SECONDS }),
      }),
    );
  },
};

export const NetworkFailure: Story = {
  beforeEach({ msw }) {
    msw.use(networkFailureOn('signup'));
  },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await signUp(canvasElement, words);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      words.text('errors.network'),
    );
  },
};

export const Busy: Story = {
  beforeEach({ msw }) {
    const { method, path } = endpointRoute('signup');
    msw.use(method(path, () => delay('infinite')));
  },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await signUp(canvasElement, words);
    await expect(
      within(canvasElement).getByRole('button', { name: words.t('auth.signUp.submit') }),
    ).toBeDisabled();
  },
};

/** docs/accounts.md#sign-up-checks: a malformed address is marked on its own field, which takes the focus. */
export const InvalidEmail: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t, text, label } = storyWords(globals);
    const canvas = within(canvasElement);
    await fill(canvas.getByLabelText(label('auth.signUp.email')), 'anna@praxis');
    await fill(canvas.getByLabelText(label('auth.signUp.password')), 'secret7');
    await fill(canvas.getByLabelText(label('auth.signUp.confirmPassword')), 'secret7');
    await userEvent.click(canvas.getByRole('button', { name: t('auth.signUp.submit') }));
    const email = canvas.getByLabelText(label('auth.signUp.email'));
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(text('auth.signUp.error.invalidEmail'));
  },
};

const onTheWayToEnterprise = {
  route: { pathname: '/signup', state: { from: '/payment', licenseType: 'enterprise' } },
};

/**
 * docs/accounts.md#email-validation: from /license's Enterprise: the page says so, and the plan
 * goes with the sign-up.
 */
/**
 * The page's resend button comes in a chunk of its own (email-validation-page.tsx): the story waits
 * for it, or a busy machine pictures the page before it is there.
 */
async function resendOffered(canvasElement: HTMLElement, words: ReturnType<typeof storyWords>) {
  await expect(
    await within(canvasElement).findByRole('button', { name: words.t('auth.emailValidation.resend') }),
  ).toBeVisible();
}

export const OnTheWayToEnterprise: Story = {
  parameters: onTheWayToEnterprise,
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(words.text('auth.signUp.introForPlan', { plan: words.t('account.type.enterprise') })),
    ).toBeVisible();
    await signUp(canvasElement, words);
    await expect(
      await canvas.findByText(
        words.text('auth.emailValidation.nextForPlan', { plan: words.t('account.type.enterprise') }),
      ),
    ).toBeVisible();
    await resendOffered(canvasElement, words);
  },
};

/** On success the user lands on /email-validation. */
export const Success: Story = {
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await signUp(canvasElement, words);
    await expect(
      await within(canvasElement).findByRole('heading', {
        level: 1,
        name: words.t('auth.emailValidation.title'),
      }),
    ).toBeVisible();
    await resendOffered(canvasElement, words);
  },
};
