import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.tsx', '../apps/site/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  // MSW's worker script (`npx msw init .storybook/public`), and the site's own images and files.
  staticDirs: ['./public', '../apps/site/public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      resolve: { conditions: ['source', ...defaultClientConditions] },
      // Found late on a clean cache, these make Vite reload mid-run ("Vite unexpectedly
      // reloaded a test"); listing them up front keeps CI's first run stable.
      optimizeDeps: {
        include: [
          'msw',
          'msw/browser',
          'msw-storybook-addon/csf3',
          'react-intl',
          'react-router-dom',
          'react-dom/client',
          '@radix-ui/react-alert-dialog',
          '@radix-ui/react-collapsible',
          '@radix-ui/react-dialog',
          '@radix-ui/react-label',
          '@radix-ui/react-radio-group',
          '@radix-ui/react-slot',
          '@radix-ui/react-tabs',
          '@radix-ui/react-toast',
          '@radix-ui/react-visually-hidden',
          '@vanilla-extract/recipes/createRuntimeFn',
          '@vanilla-extract/sprinkles/createRuntimeSprinkles',
          'zod',
        ],
      },
    }),
};

export default config;
