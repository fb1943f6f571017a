import { PROCESSORS } from '@app/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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

/**
 * docs/routes-and-screens.md#terms-and-privacy: last updated December 2026, in the reader's language; the
 * processors of the one list (docs/legal.md#processors), each under its own heading, and the
 * data-processing agreement in the reader's language (docs/legal.md#dpa).
 */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await expectLegalDocument(canvasElement, words, { title: 'privacy.title', sections: 9 });
    const canvas = within(canvasElement);
    const processors = within(canvas.getByRole('region', { name: words.t('privacy.processors.title') }));
    await expect(processors.getAllByRole('heading', { level: 3 })).toHaveLength(PROCESSORS.length);
    await expect(canvas.getByRole('link', { name: words.t('privacy.dpa.link') })).toHaveAttribute(
      'href',
      `/legal/data-processing-agreement-${words.language}.pdf`,
    );
  },
};

/** Long words (German compounds above all) wrap inside the phone's column. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile390', isRotated: false } },
};
