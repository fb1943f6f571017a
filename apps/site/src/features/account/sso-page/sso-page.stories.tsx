import { type EndpointName, SHARED_EMAIL_DOMAINS } from '@app/contracts';
import { endpointRoute, type ScenarioName, scenarios, serverErrorOn } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, type RequestHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { expectFocusBack } from '../../../testing/dialog-focus.js';
import { expectFitsScreen } from '../../../testing/phone-fit.js';
import { withRoutes } from '../../../testing/story-routes.js';
import { type StoryWords, storyWords } from '../../../testing/story-words.js';
import { SsoPage } from './sso-page.js';

/** docs/routes-and-screens.md#account-sso: the practice's single sign-on, step by step. */
const meta = {
  title: 'Screens/Account/Single sign-on',
  component: SsoPage,
  decorators: [withRoutes('/account/sso')],
  parameters: { layout: 'fullscreen', route: '/account/sso', signedIn: true },
} satisfies Meta<typeof SsoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const on = (scenario: ScenarioName, ...first: RequestHandler[]): Pick<Story, 'beforeEach'> => ({
  beforeEach({ msw }) {
    msw.use(...first, ...scenarios[scenario].handlers());
  },
});

const pending = (call: EndpointName): RequestHandler => {
  const { method, path } = endpointRoute(call);
  return method(path, () => delay('infinite'));
};

/** A step's card, once the settings are read. */
const step = async (canvasElement: HTMLElement, { t }: StoryWords, title: Parameters<StoryWords['t']>[0]) =>
  within(await within(canvasElement).findByRole('region', { name: t(title) }));

/** Nothing set up: five steps to do, the shared domains' rule in words. */
export const NothingSetUp: Story = {
  ...on('ssoNothingSetUp'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const domains = await step(canvasElement, words, 'account.sso.domains.title');
    await expect(domains.getByText(words.text('account.sso.domains.empty'))).toBeVisible();
    await expect(domains.getByText(words.text('account.sso.domains.shared'))).toBeVisible();
  },
};

/** A domain claimed: its TXT record to copy, and Check. */
export const DomainClaimed: Story = {
  ...on('ssoDomainClaimed'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const domains = await step(canvasElement, words, 'account.sso.domains.title');
    await expect(domains.getByText('_dictation-sso.praxis-lac.ch')).toBeVisible();
    await expect(
      domains.getByRole('button', {
        name: words.t('account.sso.domains.check', { domain: 'praxis-lac.ch' }),
      }),
    ).toBeVisible();
  },
};

/** Check finds no record: said in the step, the record still there to publish. */
export const DomainNotProven: Story = {
  ...on('ssoDomainNotProven'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const domains = await step(canvasElement, words, 'account.sso.domains.title');
    await userEvent.click(
      domains.getByRole('button', {
        name: words.t('account.sso.domains.check', { domain: 'praxis-lac.ch' }),
      }),
    );
    await expect(await domains.findByRole('alert')).toHaveTextContent(
      words.text('account.errors.domainNotProven'),
    );
  },
};

/** A shared domain is refused in words; the field keeps it. */
export const SharedDomainRefused: Story = {
  ...on('ssoNothingSetUp'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const domains = await step(canvasElement, words, 'account.sso.domains.title');
    const field = domains.getByLabelText(words.label('account.sso.domains.add.label'));
    await userEvent.type(field, SHARED_EMAIL_DOMAINS[0]);
    await userEvent.click(domains.getByRole('button', { name: words.t('account.sso.domains.add.submit') }));
    await expect(await domains.findByRole('alert')).toHaveTextContent(
      words.text('account.errors.sharedDomain'),
    );
    await expect(field).toHaveValue(SHARED_EMAIL_DOMAINS[0]);
  },
};

/** The domain proven, the provider connected by OpenID Connect (its secret stored), not yet tested. */
export const Connected: Story = {
  ...on('ssoConnected'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const enforce = await step(canvasElement, words, 'account.sso.enforce.title');
    await expect(enforce.getByRole('button', { name: words.t('account.sso.enforce.turnOn') })).toBeDisabled();
    await expect(enforce.getByText(words.text('account.sso.enforce.testFirst'))).toBeVisible();
  },
};

/** SAML chosen: our entity id, ACS URL, metadata URL and certificate to copy, the metadata to give. */
export const SamlProvider: Story = {
  ...on('ssoDomainProven'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const provider = await step(canvasElement, words, 'account.sso.provider.title');
    await userEvent.click(provider.getByRole('radio', { name: words.t('account.sso.provider.saml') }));
    await expect(provider.getByText(words.text('account.sso.provider.samlAcsUrl'))).toBeVisible();
  },
};

/** The provider cannot be read at its issuer: said, and what was typed kept. */
export const DiscoveryFailed: Story = {
  ...on('ssoDiscoveryFailed'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const provider = await step(canvasElement, words, 'account.sso.provider.title');
    const issuer = provider.getByLabelText(words.label('account.sso.provider.issuer'));
    await userEvent.type(issuer, 'https://login.praxis-lac.ch');
    await userEvent.type(provider.getByLabelText(words.label('account.sso.provider.clientId')), 'dictation');
    await userEvent.type(provider.getByLabelText(words.label('account.sso.provider.clientSecret')), 's3cret');
    await userEvent.click(provider.getByRole('button', { name: words.t('account.sso.provider.save') }));
    await expect(await provider.findByRole('alert')).toHaveTextContent(
      words.text('account.errors.ssoDiscoveryFailed'),
    );
    await expect(issuer).toHaveValue('https://login.praxis-lac.ch');
  },
};

/** Back from the provider: the test passed, when and by whom; the requirement can be switched on. */
export const TestPassed: Story = {
  ...on('ssoTested'),
  parameters: { route: '/account/sso?test=passed' },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const test = await step(canvasElement, words, 'account.sso.test.title');
    await expect(test.getByText(words.text('account.sso.test.passed'))).toBeVisible();
    const enforce = await step(canvasElement, words, 'account.sso.enforce.title');
    await expect(enforce.getByRole('button', { name: words.t('account.sso.enforce.turnOn') })).toBeEnabled();
  },
};

export const TestFailed: Story = {
  ...on('ssoConnected'),
  parameters: { route: '/account/sso?test=failed' },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const test = await step(canvasElement, words, 'account.sso.test.title');
    await expect(test.getByText(words.text('account.sso.test.failed'))).toBeVisible();
  },
};

/** The confirmation says what requiring does and that the holder keeps her password; the focus comes back. */
export const EnforceConfirm: Story = {
  ...on('ssoTested'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const enforce = await step(canvasElement, words, 'account.sso.enforce.title');
    const button = enforce.getByRole('button', { name: words.t('account.sso.enforce.turnOn') });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await expect(dialog.getByText(words.text('account.sso.enforce.confirm.description'))).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expectFocusBack(button, 'Escape');
    await userEvent.keyboard('{Enter}');
    await within(document.body).findByRole('alertdialog');
  },
};

export const Enforced: Story = {
  ...on('ssoEnforced'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const enforce = await step(canvasElement, words, 'account.sso.enforce.title');
    await expect(enforce.getByText(words.text('account.sso.status.required'))).toBeVisible();
  },
};

/** A new SCIM token, shown once with its warning and a copy button. */
export const ScimTokenCreated: Story = {
  ...on('ssoScimToken'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const scim = await step(canvasElement, words, 'account.sso.scim.title');
    await userEvent.click(scim.getByRole('button', { name: words.t('account.sso.scim.rotate') }));
    await expect(await scim.findByText(words.text('account.sso.scim.shownOnce'))).toBeVisible();
  },
};

/** A billing manager's roles do not include security: told so, no step shown. */
export const BillingManager: Story = {
  ...on('ssoBillingManager'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      words.text('account.errors.roleNotPermitted'),
    );
  },
};

export const Loading: Story = {
  ...on('ssoTested', pending('ssoSettings')),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await expect(await within(canvasElement).findByText(words.text('account.sso.loading'))).toBeVisible();
  },
};

export const LoadError: Story = {
  ...on('ssoTested', serverErrorOn('ssoSettings')),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      words.text('errors.internal'),
    );
    await expect(
      within(canvasElement).getByRole('button', { name: words.t('account.sso.retry') }),
    ).toBeVisible();
  },
};

/** On a phone the long values wrap and nothing scrolls sideways. */
export const OnPhone: Story = {
  ...on('ssoDomainClaimed'),
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    await step(canvasElement, storyWords(globals), 'account.sso.domains.title');
    await expectFitsScreen(canvasElement);
  },
};
