import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { padded } from '../../storybook/decorators.js';
import { vars } from '../../themes/vars.css.js';
import { IconArrowRight } from '../icon/icon.js';
import { Stack } from '../stack/stack.js';
import { Text } from '../text/text.js';
import { Link } from './link.js';

const meta = {
  title: 'Components/Link',
  component: Link,
  parameters: { layout: 'fullscreen' },
  decorators: [padded],
  args: { href: '#faq', children: 'frequently asked questions' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InASentence: Story = {
  render: (args) => (
    <Text>
      Read the user manual or the <Link {...args} />. Our team answers every day from 8 AM to 7 PM.
    </Text>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'frequently asked questions' }),
    ).toHaveAttribute('href', '#faq');
  },
};

export const StandaloneAndTones: Story = {
  render: () => (
    <Stack gap="medium">
      <Link href="#forgot" standalone weight="semibold">
        Forgot password?
      </Link>
      <Link href="#license" standalone>
        See the licences
        <IconArrowRight size="small" />
      </Link>
      <Text>
        <Link href="#terms" tone="neutral">
          Terms of use
        </Link>{' '}
        in the neutral tone.
      </Text>
      <div
        style={{
          background: vars.color.surfaceInverse,
          padding: vars.space.medium,
          borderRadius: vars.radius.medium,
        }}
      >
        <Link href="#privacy" tone="inverse">
          Privacy policy on the dark footer
        </Link>
      </div>
    </Stack>
  ),
};
