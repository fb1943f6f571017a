import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading } from '../components/heading/heading.js';
import { Stack } from '../components/stack/stack.js';
import { Text } from '../components/text/text.js';
import { padded } from '../storybook/decorators.js';
import { contrastRatio } from './contrast.js';
import { tokens } from './tokens.js';
import { vars } from './vars.css.js';

/** The theme at a glance for designers: every colour with its contrast, and the type scale. */
const meta = {
  title: 'Foundations/Theme',
  parameters: { layout: 'fullscreen' },
  decorators: [padded],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const swatchGroups: Array<[string, Array<keyof typeof tokens.color>]> = [
  [
    'Brand',
    ['brand', 'brandHover', 'brandActive', 'brandSoft', 'brandBorder', 'highlight', 'highlightBorder'],
  ],
  [
    'Text and surfaces',
    [
      'text',
      'textMuted',
      'surface',
      'surfaceMuted',
      'surfaceSunken',
      'surfaceInverse',
      'border',
      'borderStrong',
    ],
  ],
  [
    'Feedback',
    [
      'success',
      'successSoft',
      'warning',
      'warningSoft',
      'danger',
      'dangerSoft',
      'info',
      'infoSoft',
      'focusRing',
    ],
  ],
];

const isHex = (value: string) => /^#[0-9a-f]{6}$/i.test(value);

export const Colours: Story = {
  render: () => (
    <Stack gap="large">
      <Heading level={1} size="2">
        Colours
      </Heading>
      {swatchGroups.map(([group, names]) => (
        <Stack gap="small" key={group}>
          <Heading level={2} size="4">
            {group}
          </Heading>
          <div
            style={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
              gap: vars.space.small,
            }}
          >
            {names.map((name) => {
              const value = tokens.color[name];
              const onWhite = isHex(value) ? contrastRatio(value, tokens.color.surface).toFixed(1) : '–';
              const onText = isHex(value) ? contrastRatio(value, tokens.color.text).toFixed(1) : '–';
              return (
                <div
                  key={name}
                  style={{
                    border: `1px solid ${vars.color.border}`,
                    borderRadius: vars.radius.medium,
                    overflow: 'hidden',
                  }}
                >
                  <div style={{ height: 56, background: value }} />
                  <div style={{ padding: vars.space.small }}>
                    <Text size="small" weight="semibold">
                      {name}
                    </Text>
                    <Text size="xsmall" tone="muted" numeric>
                      {value} · {onWhite}:1 white · {onText}:1 text
                    </Text>
                  </div>
                </div>
              );
            })}
          </div>
        </Stack>
      ))}
    </Stack>
  ),
};

export const Typography: Story = {
  render: () => (
    <Stack gap="large">
      <Heading level={1} size="display">
        Medical dictation, assisted by AI
      </Heading>
      <Heading level={2} size="1">
        Heading 1 · Three plans, one calm workflow
      </Heading>
      <Heading level={2}>Heading 2 · Licence management</Heading>
      <Heading level={3}>Heading 3 · Invoices</Heading>
      <Heading level={4}>Heading 4 · We transcribe</Heading>
      <Text size="large">
        Large text · Dictate aloud: your text appears directly in your own medical software.
      </Text>
      <Text>
        Body text · Voice data is processed in Switzerland on secure servers and deleted right after
        transcription. Audio recordings are neither stored nor accessible.
      </Text>
      <Text size="small" tone="muted">
        Small muted text · Billed annually, VAT included.
      </Text>
      <Text size="xsmall" tone="muted">
        Extra small · Support every day from 8 AM to 7 PM.
      </Text>
      <Stack gap="xsmall">
        <Text tone="brand" weight="semibold">
          Brand tone
        </Text>
        <Text tone="success" weight="semibold">
          Success tone · Subscription activated
        </Text>
        <Text tone="warning" weight="semibold">
          Warning tone · Pending
        </Text>
        <Text tone="danger" weight="semibold">
          Danger tone · Card declined. Please try again.
        </Text>
      </Stack>
    </Stack>
  ),
};
