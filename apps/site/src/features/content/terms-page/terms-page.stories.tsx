import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyWords } from '../../../testing/story-words.js';
import { expectLegalDocument } from '../legal-document/legal-document.play.js';
import { TermsPage } from './terms-page.js';

const meta = {
  title: 'Screens/Content/Terms',
  component: TermsPage,
  parameters: { layout: 'fullscreen', route: '/terms' },
} satisfies Meta<typeof TermsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * docs/routes-and-screens.md#terms-and-privacy: last updated December 2026, in the reader's language, with
 * payment on invoice and late payment among its sections (docs/legal.md#terms-payment).
 */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    await expectLegalDocument(canvasElement, storyWords(globals), { title: 'terms.title', sections: 9 });
  },
};

/** Long words (German compounds above all) wrap inside the phone's column. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile390', isRotated: false } },
};
