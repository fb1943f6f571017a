import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { padded } from '../../storybook/decorators.js';
import { vars } from '../../themes/vars.css.js';
import * as icons from './icon.js';

const meta = {
  title: 'Components/Icon',
  component: icons.IconCheck,
  parameters: { layout: 'fullscreen' },
  decorators: [padded],
} satisfies Meta<typeof icons.IconCheck>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Gallery: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        gap: vars.space.small,
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {Object.entries(icons).map(([name, Icon]) => (
        <li
          key={name}
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: vars.space.small,
            padding: vars.space.small,
            border: `1px solid ${vars.color.border}`,
            borderRadius: vars.radius.medium,
            color: vars.color.brand,
            fontSize: vars.fontSize.small,
          }}
        >
          <Icon size="large" />
          <span style={{ color: vars.color.text }}>{name.replace('Icon', '')}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    // Icons are decoration: none of them reaches the accessibility tree.
    for (const svg of canvasElement.querySelectorAll('svg')) {
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
    }
    await expect(within(canvasElement).getByText('Check')).toBeVisible();
  },
};
