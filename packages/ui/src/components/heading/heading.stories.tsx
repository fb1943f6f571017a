import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { padded } from '../../storybook/decorators.js';
import { Stack } from '../stack/stack.js';
import { Heading } from './heading.js';

const meta = {
  title: 'Components/Heading',
  component: Heading,
  parameters: { layout: 'fullscreen' },
  decorators: [padded],
  args: { level: 1, children: 'Medical dictation, assisted by AI' },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Levels: Story = {
  render: () => (
    <Stack gap="large">
      <Heading level={1} size="display">
        Display · Medical dictation, assisted by AI
      </Heading>
      <Heading level={2} size="1">
        Level 1 · Choose your licence
      </Heading>
      <Heading level={2}>Level 2 · Licence management</Heading>
      <Heading level={3}>Level 3 · Invoices</Heading>
      <Heading level={4}>Level 4 · We transcribe</Heading>
      <Heading level={2} size="3" tone="brand">
        Brand tone · Premium
      </Heading>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Display');
    await expect(canvas.getByRole('heading', { level: 4 })).toHaveTextContent('We transcribe');
  },
};

/** Long German headings balance over lines and break inside compounds instead of overflowing. */
export const LongGermanOnPhone: Story = {
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  render: () => (
    <Stack gap="large">
      <Heading level={1} size="display" lang="de">
        Medizinisches Diktieren mit KI-Unterstützung
      </Heading>
      <Heading level={2} lang="de">
        Lizenzverwaltung für Unternehmenskonten und Rechnungsübersicht
      </Heading>
    </Stack>
  ),
};
