import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { padded } from '../../storybook/decorators.js';
import { vars } from '../../themes/vars.css.js';
import { ProgressStages } from './progress-stages.js';

const meta = {
  title: 'Feedback/ProgressStages',
  component: ProgressStages,
  parameters: { layout: 'fullscreen' },
  decorators: [padded, (Story) => <div style={{ maxWidth: vars.size.dialogMedium }}>{Story()}</div>],
  args: {
    label: 'Payment progress',
    stage: 'processing',
    labels: {
      processing: 'Processing payment',
      activating: 'Activation in progress',
      activated: 'Subscription activated',
      error: 'Payment failed',
    },
  },
} satisfies Meta<typeof ProgressStages>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Processing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Processing payment');
    const list = canvas.getByRole('list', { name: 'Payment progress' });
    await expect(within(list).getByRole('listitem', { current: 'step' })).toHaveTextContent(
      'Processing payment',
    );
  },
};

export const Activating: Story = { args: { stage: 'activating' } };

export const Activated: Story = {
  args: { stage: 'activated' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Subscription activated');
  },
};

/** A declined card fails at the first stage; the message is announced as an alert. */
export const CardDeclined: Story = {
  args: { stage: 'error', failedStage: 'processing', errorMessage: 'Card declined. Please try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Card declined. Please try again.',
    );
  },
};

/** docs/subscriptions-and-money.md#polling: polling gives up after 120 s; here in German, on a phone. */
export const ActivationTooLongGermanOnPhone: Story = {
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  args: {
    label: 'Zahlungsfortschritt',
    stage: 'error',
    failedStage: 'activating',
    labels: {
      processing: 'Wird verarbeitet…',
      activating: 'Aktivierung läuft…',
      activated: 'Abonnement aktiviert',
      error: 'Aktivierung fehlgeschlagen',
    },
    errorMessage: 'Die Aktivierung dauert zu lange. Bitte versuchen Sie es später erneut.',
  },
};
