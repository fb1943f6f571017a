import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, mergeConfig } from 'vitest/config';
import { sharedConfig } from '../../vitest.shared.ts';

export default mergeConfig(
  sharedConfig,
  defineConfig({
    plugins: [vanillaExtractPlugin()],
    test: {
      environment: 'jsdom',
      // One jsdom and one module graph for the files of a worker, not one each: 88 s became 13 on
      // an idle machine (docs/measurements.md#ci-time), most of it jsdom's set-up and the style
      // sheets' compiling per file. Safe here: the components hold no state of their own between
      // renders, and the set-up file unmounts every render after each test (a test's fake timers
      // are put back by it).
      isolate: false,
      include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
      setupFiles: ['./test/setup.ts'],
    },
  }),
);
