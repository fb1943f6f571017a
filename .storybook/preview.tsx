import '@app/ui/fonts';
import { LANGUAGES, type Language } from '@app/contracts';
import { loadCatalog } from '@app/i18n/catalogs';
import { AUTH_TOKEN_STORAGE_KEY } from '@app/machines';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { MemoryRouter } from 'react-router-dom';
import { LanguageProvider } from '../apps/site/src/components/language-provider/language-provider.js';
import { SessionProvider } from '../apps/site/src/components/session-provider/session-provider.js';
import { worker } from '../mocks/src/browser.js';
import { MOCK_SESSION_TOKEN } from '../mocks/src/handlers/authentication.js';
import { resetDefaultWorld } from '../mocks/src/handlers/index.js';
import { isScenarioName, SCENARIO_NAMES, scenarios } from '../mocks/src/scenarios/index.js';
import { viewports } from './viewports.js';
import '../apps/site/src/app/account-error-messages.js';

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

/**
 * Screens read the session; `parameters.signedIn` starts the story with the mocks' session token
 * stored, as after a sign-in.
 */
const withSession: Decorator = (Story, { parameters }) => {
  if (parameters.signedIn) window.localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, MOCK_SESSION_TOKEN);
  else window.localStorage.removeItem(AUTH_TOKEN_STORAGE_KEY);
  return (
    <SessionProvider>
      <Story />
    </SessionProvider>
  );
};

const preview: Preview = {
  // Listed innermost first: the session needs the router, everything needs the language.
  decorators: [withSession, withRouter, withLanguage],
  loaders: [
    // The site fetches one language's words at a time; a story may switch to any language.
    () => Promise.all(LANGUAGES.map((language) => loadCatalog(language))),
    // Stories add their scenario with `beforeEach({ msw }) { msw.use(...) }`; anything a story
    // calls without a handler is an error, never a silent real request.
    mswLoader(async () => {
      await worker.start({ onUnhandledRequest: 'error', quiet: true });
      return worker;
    }),
  ],
  // A scenario picked in the toolbar answers in front of the defaults; a story's own
  // `msw.use(...)` in its beforeEach still wins, since it runs after this one.
  beforeEach: ({ globals }) => {
    // The default handlers' account lives as long as the page, and the story tests run every story
    // of a language in one page: each starts from the happy path, not from what the story before
    // it cancelled or invited, with times ("last used 25 minutes ago") counted from its start.
    resetDefaultWorld();
    const name = globals.mockScenario;
    if (isScenarioName(name)) worker.use(...scenarios[name].handlers());
  },
  globalTypes: {
    mockScenario: {
      description: 'Mocked backend scenario',
      toolbar: {
        title: 'Scenario',
        icon: 'database',
        items: [
          { value: '', title: 'Default (enterprise owner)' },
          ...SCENARIO_NAMES.map((name) => ({ value: name, title: scenarios[name].label })),
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Interface language',
      toolbar: { title: 'Language', icon: 'globe', items: [...LANGUAGES], dynamicTitle: true },
    },
  },
  initialGlobals: { locale: 'en', mockScenario: '' },
  parameters: {
    layout: 'padded',
    viewport: { options: viewports },
    // Any axe violation fails the story's test.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
