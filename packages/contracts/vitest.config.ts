import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: { reporters: ['default', 'json'], outputFile: { json: 'test-results/vitest.json' } },
});
