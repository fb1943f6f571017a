import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../themes/vars.css.js';
import { Heading } from '../heading/heading.js';
import { Text } from '../text/text.js';
import { Container } from './container.js';

const meta = {
  title: 'Layout/Container',
  component: Container,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => <div style={{ background: vars.color.surfaceMuted, minHeight: '100vh' }}>{Story()}</div>,
  ],
  render: (args) => (
    <Container {...args}>
      <div
        style={{ background: vars.color.surface, padding: vars.space.large, borderRadius: vars.radius.large }}
      >
        <Heading level={1}>About</Heading>
        <Text>The content column keeps a readable width and the page's side padding, wider from tablet.</Text>
      </div>
    </Container>
  ),
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = { args: { width: 'page' } };

export const TextWidth: Story = { args: { width: 'text', as: 'section', 'aria-label': 'About' } };

/** The sign-in and password screens: one narrow column, on a phone. */
export const FormOnPhone: Story = {
  args: { width: 'form' },
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'About' })).toBeVisible();
  },
};
