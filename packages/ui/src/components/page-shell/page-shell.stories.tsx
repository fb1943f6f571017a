import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  brandLink,
  footerProps,
  languageSelector,
  topBarActions,
  topBarNavigation,
} from '../../storybook/fixtures.js';
import { vars } from '../../themes/vars.css.js';
import { Button } from '../button/button.js';
import { Container } from '../container/container.js';
import { Footer } from '../footer/footer.js';
import { Heading } from '../heading/heading.js';
import { Inline } from '../inline/inline.js';
import { Stack } from '../stack/stack.js';
import { Text } from '../text/text.js';
import { TopBar } from '../top-bar/top-bar.js';
import { PageShell } from './page-shell.js';

const meta = {
  title: 'Page/PageShell',
  component: PageShell,
  parameters: { layout: 'fullscreen' },
  args: {
    skipLinkLabel: 'Skip to main content',
    topBar: (
      <TopBar
        brand={brandLink}
        navigation={topBarNavigation()}
        actions={topBarActions()}
        utility={languageSelector()}
        navigationLabel="Main navigation"
        menuLabel="Menu"
      />
    ),
    footer: <Footer {...footerProps} />,
    children: (
      <div style={{ background: vars.color.surfaceMuted }}>
        <Container>
          <Stack gap="large" align="start">
            <Heading level={1} size="display">
              Medical dictation, assisted by AI
            </Heading>
            <Text size="large" tone="muted">
              Dictate aloud: your text appears directly in your own medical software.
            </Text>
            <Inline gap="small">
              <Button asChild size="large">
                <a href="#license">Get started</a>
              </Button>
              <Button asChild size="large" variant="secondary">
                <a href="#download">Download for Windows</a>
              </Button>
            </Inline>
          </Stack>
        </Container>
      </div>
    ),
  },
} satisfies Meta<typeof PageShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first Tab reaches the skip link, which targets the main landmark (focusable by script). */
export const Desktop: Story = {
  globals: { viewport: { value: 'wide1400', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    const main = canvas.getByRole('main');
    await expect(skip).toHaveAttribute('href', `#${main.id}`);
    await expect(main).toHaveAttribute('tabindex', '-1');
    // Following the link would change the test page's own address; its target is checked instead.
    skip.blur();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile390', isRotated: false } } };
