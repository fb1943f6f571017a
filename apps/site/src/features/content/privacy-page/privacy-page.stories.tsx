import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyWords } from '../../../testing/story-words.js';
import { expectLegalDocument } from '../legal-document/legal-document.play.js';
import { PrivacyPage } from './privacy-page.js';

const meta = {
  title: 'Screens/Content/Privacy',
  component: PrivacyPage,
  parameters: { layout: 'fullscreen', route: '/privacy' },
} satisfies Meta<typeof PrivacyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** docs/routes-and-screens.md#terms-and-privacy: last updated June 2025, in the reader's language. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    await expectLegalDocument(canvasElement, storyWords(globals), { title: 'privacy.title', sections: 6 });
  },
};

/** Long words (German compounds above all) wrap inside the phone's column. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile390', isRotated: false } },
};
