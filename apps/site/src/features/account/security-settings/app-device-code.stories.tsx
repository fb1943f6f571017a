import { endpointRoute, errorResponse, type ScenarioName, scenarios } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withRoutes } from '../../../testing/story-routes.js';
import { type StoryWords, storyWords } from '../../../testing/story-words.js';
import { useAccountSettings } from '../account-settings/use-account-settings.js';
import { SecuritySettings } from './security-settings.js';

/**
 * docs/licences.md#device-code-switch: the Enterprise owner's switch of the Windows app's sign-in
 * with a code, in the account page's security section.
 */
function Section() {
  return <SecuritySettings actor={useAccountSettings()} />;
}

const meta = {
  title: "Screens/Account/Windows app's sign-in with a code",
  component: Section,
  decorators: [withRoutes('/account')],
  parameters: { layout: 'padded', route: '/account', signedIn: true },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The scenario's world, with the switch's call answered first by `switchCall` when given. */
const on = (
  scenario: ScenarioName,
  switchCall?: () => Response | Promise<Response>,
): Pick<Story, 'beforeEach'> => ({
  beforeEach({ msw }) {
    const { method, path } = endpointRoute('setAppDeviceCodeSwitch');
    msw.use(...(switchCall ? [method(path, switchCall)] : []), ...scenarios[scenario].handlers());
  },
});

const theSwitch = async (canvasElement: HTMLElement, { t }: StoryWords) => {
  const checkbox = await within(canvasElement).findByRole('checkbox', {
    name: t('account.appDeviceCode.label'),
  });
  await waitFor(() => expect(checkbox).toBeEnabled());
  return checkbox;
};

/** On, as every practice starts: the owner sees why she might turn it off. */
export const AllowedByDefault: Story = {
  ...on('enterprise'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const checkbox = await theSwitch(canvasElement, words);
    await expect(checkbox).toBeChecked();
    await expect(checkbox).toHaveAccessibleDescription(words.text('account.appDeviceCode.hint'));
  },
};

/** Turned off by the owner earlier. */
export const Forbidden: Story = {
  ...on('ownerCodeSignInOff'),
  play: async ({ canvasElement, globals }) => {
    await expect(await theSwitch(canvasElement, storyWords(globals))).not.toBeChecked();
  },
};

/** Turned off with the keyboard: the outcome is said beside the switch. */
export const TurnedOff: Story = {
  ...on('enterprise'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const checkbox = await theSwitch(canvasElement, words);
    checkbox.focus();
    await userEvent.keyboard(' ');
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      words.text('account.appDeviceCode.forbidden'),
    );
    await waitFor(() => expect(checkbox).not.toBeChecked());
    await waitFor(() => expect(checkbox).toBeEnabled());
  },
};

/** Turned on again from off. */
export const TurnedOn: Story = {
  ...on('ownerCodeSignInOff'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const checkbox = await theSwitch(canvasElement, words);
    await userEvent.click(checkbox);
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      words.text('account.appDeviceCode.allowed'),
    );
    await waitFor(() => expect(checkbox).toBeChecked());
  },
};

/** While the call runs, every control of the section waits. */
export const Saving: Story = {
  ...on('enterprise', () => delay('infinite') as never),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const checkbox = await theSwitch(canvasElement, words);
    await userEvent.click(checkbox);
    await waitFor(() => expect(checkbox).toBeDisabled());
    await expect(
      within(canvasElement).getByRole('checkbox', { name: words.t('account.colleagues.label') }),
    ).toBeDisabled();
  },
};

/** Refused (her subscription ended meanwhile): said beside the switch, which stays as it was. */
export const Failed: Story = {
  ...on('enterprise', () => errorResponse('no_active_subscription')),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const checkbox = await theSwitch(canvasElement, words);
    await userEvent.click(checkbox);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      words.text('account.errors.noActiveSubscription'),
    );
    await waitFor(() => expect(checkbox).toBeChecked());
  },
};
