import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { padded } from '../../storybook/decorators.js';
import { Chip } from './chip.js';

const meta = {
  title: 'Components/Chip',
  component: Chip,
  parameters: { layout: 'fullscreen' },
  decorators: [padded],
  args: {
    state: 'idle',
    label: 'Copy all e-mails',
    copiedLabel: 'E-mails copied',
    failedLabel: 'Copy failed',
    onCopy: fn(),
  },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ args, canvasElement }) => {
    const chip = within(canvasElement).getByRole('button', { name: 'Copy all e-mails' });
    await userEvent.click(chip);
    await expect(args.onCopy).toHaveBeenCalledTimes(1);
  },
};

/** The 2-second confirmation (docs/admin.md#copy-emails); its timing lives in the copy machine, not here. */
export const Copied: Story = {
  args: { state: 'copied' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'E-mails copied' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('E-mails copied');
  },
};

export const Failed: Story = {
  args: { state: 'failed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Copy failed');
  },
};

/** The admin's chip in German on a phone: the longer confirmation must not overflow. */
export const GermanOnPhone: Story = {
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  args: {
    state: 'copied',
    label: 'Alle E-Mail-Adressen kopieren',
    copiedLabel: 'E-Mail-Adressen in die Zwischenablage kopiert',
    failedLabel: 'Kopieren fehlgeschlagen',
  },
  play: async ({ canvasElement }) => {
    const chip = within(canvasElement).getByRole('button', {
      name: 'E-Mail-Adressen in die Zwischenablage kopiert',
    });
    // The label wraps inside the chip instead of running past the screen's edge.
    await expect(chip.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
