import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig } from 'vitest/config';
import { sharedConfig } from '../../vitest.shared.ts';

export default mergeConfig(
  sharedConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          plugins: [react(), vanillaExtractPlugin()],
          test: {
            name: 'unit',
            environment: 'jsdom',
            // One jsdom and one module graph for the files of a worker, not one each, as in
            // packages/ui (docs/measurements.md#ci-time). The set-up file unmounts every render,
            // resets the mock handlers, storage and spies after each test.
            isolate: false,
            include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
            setupFiles: ['./src/testing/setup-tests.ts'],
          },
        },
        {
          // A production build measured in Node (test/bundle/budgets.ts); no DOM, no mocks.
          extends: true,
          test: {
            name: 'bundle',
            environment: 'node',
            include: ['test/bundle/**/*.test.ts'],
          },
        },
      ],
    },
  }),
);
