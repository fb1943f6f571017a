import { endpointRoute, type ScenarioName, scenarios, serverErrorOn } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { LicenseAdjustmentPage } from './license-adjustment-page.js';

const meta = {
  title: 'Screens/Account/License Adjustment',
  component: LicenseAdjustmentPage,
  parameters: { layout: 'fullscreen', route: '/license-adjustment', signedIn: true },
} satisfies Meta<typeof LicenseAdjustmentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story on one of the mocks' named backends. */
const on = (scenario: ScenarioName): Pick<Story, 'beforeEach'> => ({
  beforeEach({ msw }) {
    msw.use(...scenarios[scenario].handlers());
  },
});

/** The new licence count, typed and committed by leaving the field (Enter would also submit). */
async function setCount(canvasElement: HTMLElement, count: string) {
  const field = await within(canvasElement).findByRole('spinbutton', { name: /./ }, { timeout: 5000 });
  await userEvent.clear(field);
  await userEvent.type(field, count);
  await userEvent.tab();
}

/** Five Enterprise seats billed annually, three in use. */
export const Enterprise: Story = {
  ...on('enterprise'),
  play: async ({ canvasElement }) => {
    await setCount(canvasElement, '8');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Finalize order' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Back to your account' })).toHaveAttribute(
      'href',
      '/account',
    );
  },
};

export const French: Story = {
  ...on('enterprise'),
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('spinbutton', { name: 'Nombre de licences' }, { timeout: 5000 });
  },
};

export const GermanOnPhone: Story = {
  ...on('enterprise'),
  globals: { locale: 'de', viewport: { value: 'mobile390', isRotated: false } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('spinbutton', { name: 'Anzahl Lizenzen' }, { timeout: 5000 });
  },
};

export const Italian: Story = {
  ...on('enterprise'),
  globals: { locale: 'it' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('spinbutton', { name: 'Numero di licenze' }, { timeout: 5000 });
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    const { method, path } = endpointRoute('subscriptionInfo');
    msw.use(method(path, () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading your subscription…')).toBeVisible();
  },
};

export const Finalized: Story = {
  ...on('enterprise'),
  play: async ({ canvasElement }) => {
    await setCount(canvasElement, '6');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Finalize order' }));
    await expect(await canvas.findByText('Order finalized successfully!')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue to your account' })).toHaveAttribute(
      'href',
      '/account',
    );
  },
};

/** Three licences are in use: two is refused, with SPEC §8's error prefix. */
export const Refused: Story = {
  ...on('enterprise'),
  play: async ({ canvasElement }) => {
    await setCount(canvasElement, '2');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Finalize order' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Error: The number of licenses cannot be lower than the number in use.',
    );
  },
};

export const NotEnterprise: Story = {
  ...on('premium'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Licenses can only be adjusted with an active Enterprise subscription.',
      ),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(serverErrorOn('subscriptionInfo'));
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Your subscription could not be loaded.');
  },
};
