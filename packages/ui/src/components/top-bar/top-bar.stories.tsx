import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../button/button.js';
import { TopBar } from './top-bar.js';
import { TopBarLink } from './top-bar-link.js';

const navigation = (
  <>
    <TopBarLink>
      <a href="#license">Licences</a>
    </TopBarLink>
    <TopBarLink>
      <a href="#download">Download</a>
    </TopBarLink>
    <TopBarLink>
      <a href="#support">Support</a>
    </TopBarLink>
  </>
);

const actions = (
  <>
    <Button asChild variant="highlight" size="small">
      <a href="#license">Try free for 15 days</a>
    </Button>
    <Button asChild variant="secondary" size="small">
      <a href="#signin">Sign in</a>
    </Button>
  </>
);

const meta = {
  title: 'Components/TopBar',
  component: TopBar,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: <strong>Dictation</strong>,
    navigation,
    actions,
    navigationLabel: 'Main',
    menuLabel: 'Menu',
  },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wide: Story = {
  globals: { viewport: { value: 'wide1400', isRotated: false } },
};

export const MobileMenu: Story = {
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Download' })).toBeVisible();
  },
};
