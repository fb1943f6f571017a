import { SIGNIN_LINK_VALID_MINUTES } from '@app/contracts';
import {
  endpointRoute,
  errorResponse,
  MOCK_SESSION_TOKEN,
  networkFailureOn,
  scenarios,
  serverErrorOn,
} from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fill } from '../../../testing/fill.js';
import { destination, withRoutes } from '../../../testing/story-routes.js';
import { type StoryWords, storyWords } from '../../../testing/story-words.js';
import { SignInPage } from './sign-in-page.js';

const meta = {
  title: 'Screens/Auth/Sign in',
  component: SignInPage,
  decorators: [withRoutes('/signin')],
  parameters: { layout: 'fullscreen', route: '/signin' },
} satisfies Meta<typeof SignInPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function signIn(canvasElement: HTMLElement, { t, label }: StoryWords) {
  const canvas = within(canvasElement);
  await fill(canvas.getByLabelText(label('auth.signIn.email')), 'anna@praxis.ch');
  await fill(canvas.getByLabelText(label('auth.signIn.password')), 'secret7');
  await userEvent.click(canvas.getByRole('button', { name: t('auth.signIn.submit') }));
}

const refusedWith = (
  code: 'invalid_credentials' | 'email_not_confirmed' | 'rate_limited',
): Pick<Story, 'beforeEach'> => ({
  beforeEach({ msw }) {
    const { method, path } = endpointRoute('signin');
    msw.use(method(path, () => errorResponse(code)));
  },
});

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('auth.signIn.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('auth.signIn.createAccount') })).toHaveAttribute(
      'href',
      '/signup',
    );
    await expect(canvas.getByRole('link', { name: t('auth.signIn.forgotPassword') })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile390', isRotated: false } },
};

/** The API's confirm-email link lands here with the outcome. */
export const EmailConfirmed: Story = {
  parameters: { route: '/signin?emailConfirmation=confirmed' },
  play: async ({ canvasElement, globals }) => {
    const { text } = storyWords(globals);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      text('auth.signIn.emailConfirmation.confirmed'),
    );
  },
};

export const ConfirmationLinkInvalid: Story = {
  parameters: { route: '/signin?emailConfirmation=invalid' },
  play: async ({ canvasElement, globals }) => {
    const { text } = storyWords(globals);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      text('auth.signIn.emailConfirmation.invalid'),
    );
  },
};

/** SPEC §5: both fields are required; no call is made. */
export const ValidationError: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t, text } = storyWords(globals);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('auth.signIn.submit') }));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(text('auth.signIn.error.required'));
    await expect(alert).toHaveFocus();
  },
};

export const WrongPassword: Story = {
  ...refusedWith('invalid_credentials'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await signIn(canvasElement, words);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      words.text('errors.invalidCredentials'),
    );
  },
};

export const EmailNotConfirmed: Story = {
  ...refusedWith('email_not_confirmed'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await signIn(canvasElement, words);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      words.text('errors.emailNotConfirmed'),
    );
  },
};

/** Issue 21: this client is slowed down; the owner is offered a one-time sign-in link by e-mail. */
export const RateLimited: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.signinThrottled.handlers());
  },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await signIn(canvasElement, words);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(words.text('errors.rateLimited'));
    await expect(canvas.getByText(words.text('auth.signIn.linkOffer'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: words.t('auth.signIn.linkRequest') })).toBeEnabled();
  },
};

/** The link is mailed to the address typed above; the screen says so and the offer goes. */
export const SignInLinkSent: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.signinThrottled.handlers());
  },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await signIn(canvasElement, words);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: words.t('auth.signIn.linkRequest') }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      words.text('auth.signIn.linkSent', { minutes: SIGNIN_LINK_VALID_MINUTES }),
    );
    await expect(canvas.queryByRole('button', { name: words.t('auth.signIn.linkRequest') })).toBeNull();
  },
};

/** A server failure is said in the user's language, not the server's words. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(serverErrorOn('signin'));
  },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await signIn(canvasElement, words);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      words.text('errors.internal'),
    );
  },
};

/** SPEC §8: no answer at all is 'Invalid credentials or server issue.' */
export const NetworkFailure: Story = {
  beforeEach({ msw }) {
    msw.use(networkFailureOn('signin'));
  },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await signIn(canvasElement, words);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      words.text('auth.signIn.error.failed'),
    );
  },
};

export const Busy: Story = {
  beforeEach({ msw }) {
    const { method, path } = endpointRoute('signin');
    msw.use(method(path, () => delay('infinite')));
  },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await signIn(canvasElement, words);
    await expect(
      within(canvasElement).getByRole('button', { name: words.t('auth.signIn.submit') }),
    ).toBeDisabled();
  },
};

/** The token is stored under auth_token and the user goes home (no `from` here). */
export const Success: Story = {
  play: async ({ canvasElement, globals }) => {
    await signIn(canvasElement, storyWords(globals));
    await expect(await destination(canvasElement)).toBe('/');
    await waitFor(() => expect(window.localStorage.getItem('auth_token')).toBe(MOCK_SESSION_TOKEN));
  },
};

/** SPEC §2: sent here from a page that needs a session, the user goes back there after signing in. */
export const SuccessReturnsToFrom: Story = {
  parameters: {
    route: { pathname: '/signin', state: { from: '/payment', licenseType: 'enterprise' } },
  },
  play: async ({ canvasElement, globals }) => {
    await signIn(canvasElement, storyWords(globals));
    await expect(await destination(canvasElement)).toBe('/payment');
  },
};

/** Issue 23: from /license's Premium: the page says what she signs in for. */
export const OnTheWayToPremium: Story = {
  parameters: {
    route: { pathname: '/signin', state: { from: '/payment', licenseType: 'premium' } },
  },
  play: async ({ canvasElement, globals }) => {
    const { t, text } = storyWords(globals);
    await expect(
      within(canvasElement).getByText(text('auth.signIn.introForPlan', { plan: t('payment.plan.premium') })),
    ).toBeVisible();
  },
};

/** Issue 23: back from the confirmation mail with the plan: signing in goes on to /payment. */
export const EmailConfirmedOnTheWayToEnterprise: Story = {
  parameters: { route: '/signin?emailConfirmation=confirmed&plan=enterprise' },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      words.text('auth.signIn.emailConfirmation.confirmed'),
    );
    await expect(
      canvas.getByText(words.text('auth.signIn.introForPlan', { plan: words.t('payment.plan.enterprise') })),
    ).toBeVisible();
    await signIn(canvasElement, words);
    await expect(await destination(canvasElement)).toBe('/payment');
  },
};
