import '@app/ui/fonts';
import { LANGUAGES, type Language } from '@app/contracts';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { MemoryRouter } from 'react-router-dom';
import { LanguageProvider } from '../apps/site/src/features/language/language-context.js';
import { worker } from '../mocks/src/browser.js';
import { viewports } from './viewports.js';

/** Every story renders in the language picked in the toolbar (or set by the story's globals). */
const withLanguage: Decorator = (Story, { globals }) => (
  <LanguageProvider language={(globals.locale as Language | undefined) ?? 'en'}>
    <Story />
  </LanguageProvider>
);

/** Screens use router links; a story gets an in-memory router at the path it names. */
const withRouter: Decorator = (Story, { parameters }) => (
  <MemoryRouter initialEntries={[(parameters.route as string | undefined) ?? '/']}>
    <Story />
  </MemoryRouter>
);

const preview: Preview = {
  decorators: [withRouter, withLanguage],
  loaders: [
    // Stories add their scenario with `beforeEach({ msw }) { msw.use(...) }`; anything a story
    // calls without a handler is an error, never a silent real request.
    mswLoader(async () => {
      await worker.start({ onUnhandledRequest: 'error', quiet: true });
      return worker;
    }),
  ],
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: { title: 'Language', icon: 'globe', items: [...LANGUAGES], dynamicTitle: true },
    },
  },
  initialGlobals: { locale: 'en' },
  parameters: {
    layout: 'padded',
    viewport: { options: viewports },
    // Any axe violation fails the story's test.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
