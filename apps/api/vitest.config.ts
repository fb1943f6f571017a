import { defineConfig, mergeConfig } from 'vitest/config';
import { sharedConfig } from '../../vitest.shared.ts';

export default mergeConfig(
  sharedConfig,
  defineConfig({
    test: {
      include: ['test/**/*.test.ts'],
      // Each file opens its own database; PGlite's start-up dominates, so give it room.
      testTimeout: 20_000,
      hookTimeout: 60_000,
    },
  }),
);
