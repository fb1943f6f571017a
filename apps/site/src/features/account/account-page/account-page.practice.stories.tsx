import { type ScenarioName, scenarios } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectEachClosingGivesFocusBack, openWithEnter } from '../../../testing/dialog-focus.js';
import { fill } from '../../../testing/fill.js';
import { withRoutes } from '../../../testing/story-routes.js';
import { type StoryWords, storyWords } from '../../../testing/story-words.js';
import { AccountPage } from './account-page.js';
import { settled } from './account-page.stories.testing.js';

/**
 * docs/licences.md#practice-view: the account page of a member of another's practice, showing the
 * parts of the practice her permissions let her act on (its licences, its billing), fed from
 * GET /practice.
 */
const meta = {
  title: 'Screens/Account/Practice view',
  component: AccountPage,
  decorators: [withRoutes('/account')],
  parameters: { layout: 'fullscreen', route: '/account', signedIn: true },
  args: { today: new Date('2026-11-25T10:00:00Z') },
} satisfies Meta<typeof AccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const on = (scenario: ScenarioName): Pick<Story, 'beforeEach'> => ({
  beforeEach({ msw }) {
    msw.use(...scenarios[scenario].handlers());
  },
});

const INVITEE = 'lea.meier@praxis-lac.ch';

/** The page's parts of the practice, once the page and the practice have answered. */
async function parts(canvasElement: HTMLElement, { t }: StoryWords) {
  await settled(canvasElement);
  const canvas = within(canvasElement);
  await canvas.findByRole('region', { name: t('account.practice.heading') });
  const heading = (id: Parameters<StoryWords['t']>[0]) => canvas.queryByRole('heading', { name: t(id) });
  return {
    canvas,
    licenses: heading('account.practice.licenses.heading'),
    billing: heading('account.practice.billing.heading'),
    invoices: heading('account.practice.invoices.heading'),
  };
}

/** An admin: the practice's licences and the colleagues' security; no card, no invoices. */
export const PracticeAdmin: Story = {
  ...on('practiceAdmin'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const { canvas, licenses, billing, invoices } = await parts(canvasElement, words);
    await expect(licenses).toBeVisible();
    await expect(billing).toBeNull();
    await expect(invoices).toBeNull();
    await expect(canvas.getByRole('checkbox', { name: words.t('account.colleagues.label') })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: words.t('account.licenses.adjust') })).toBeNull();
  },
};

/** A billing manager: the practice's card, billing details, invoices and seats; no invitation. */
export const PracticeBillingManager: Story = {
  ...on('practiceBillingManager'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const { canvas, licenses, billing, invoices } = await parts(canvasElement, words);
    await expect(licenses).toBeNull();
    await expect(billing).toBeVisible();
    await expect(invoices).toBeVisible();
    await expect(canvas.getByRole('button', { name: words.t('billing.card.change') })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: words.t('billing.details.edit') })).toBeEnabled(),
    );
    await expect(canvas.getByRole('link', { name: words.t('account.licenses.adjust') })).toBeVisible();
    // Her `plan`: the practice's plan and frequency, changed on /payment.
    await expect(canvas.getByRole('link', { name: words.t('account.practice.plan.change') })).toBeVisible();
  },
};

/** A billing manager of a cancelled practice: resuming it (her `plan`) beside its card, asked first. */
export const PracticeCancelled: Story = {
  ...on('practiceCancelled'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const { canvas, billing } = await parts(canvasElement, words);
    await expect(billing).toBeVisible();
    const resume = () => canvas.findByRole('button', { name: words.t('account.practice.resume.button') });
    await expect(await resume()).toBeVisible();
    await expect(canvas.queryByRole('link', { name: words.t('account.practice.plan.change') })).toBeNull();
    // docs/routes-and-screens.md#focus-after-dialog: asked first; closed either way, back on the button.
    await expectEachClosingGivesFocusBack(
      resume,
      (opener) => openWithEnter(opener, words.t('account.practice.resume.title'), 'alertdialog'),
      ['Escape', { button: words.t('billing.resume.keep') }],
    );
  },
};

/** Both roles: the licences and the billing. */
export const PracticeAdminAndBilling: Story = {
  ...on('practiceAdminAndBilling'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const { licenses, billing, invoices } = await parts(canvasElement, words);
    await expect(licenses).toBeVisible();
    await expect(billing).toBeVisible();
    await expect(invoices).toBeVisible();
  },
};

/** An admin invites a colleague to the practice: said, and the practice read again shows her. */
export const PracticeAdminInvites: Story = {
  ...on('practiceAdmin'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const { canvas } = await parts(canvasElement, words);
    const licenses = within(
      canvas.getByRole('region', { name: words.t('account.practice.licenses.heading') }),
    );
    await fill(licenses.getByLabelText(words.label('account.licenses.email.label')), INVITEE);
    await userEvent.click(licenses.getByRole('button', { name: words.t('account.licenses.invite') }));
    await expect(await licenses.findByRole('status')).toHaveTextContent(
      words.text('account.licenses.inviteSent'),
    );
    await expect(
      await licenses.findByRole('row', { name: new RegExp(INVITEE.replace(/\./g, '\\.')) }),
    ).toBeVisible();
  },
};

/** Her role was taken back meanwhile: the refusal is said, and she stays signed in. */
export const PracticeRoleRefused: Story = {
  ...on('practiceRoleTaken'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const { canvas } = await parts(canvasElement, words);
    const licenses = within(
      canvas.getByRole('region', { name: words.t('account.practice.licenses.heading') }),
    );
    await fill(licenses.getByLabelText(words.label('account.licenses.email.label')), INVITEE);
    await userEvent.click(licenses.getByRole('button', { name: words.t('account.licenses.invite') }));
    await expect(await licenses.findByRole('alert')).toHaveTextContent(
      words.text('account.errors.roleNotPermitted'),
    );
    await expect(canvas.getByRole('heading', { level: 1, name: words.t('account.title') })).toBeVisible();
  },
};
