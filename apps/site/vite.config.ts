import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

/**
 * `vite build --mode mocked`: the site on the shared MSW scenarios instead of the API, for
 * Playwright's mocked runs and for QA. The worker script comes from the installed msw, so it
 * always matches the library, and is emitted only into that build.
 */
function mockServiceWorker(): Plugin {
  const require = createRequire(import.meta.url);
  return {
    name: 'mock-service-worker',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'mockServiceWorker.js',
        source: readFileSync(require.resolve('msw/mockServiceWorker.js'), 'utf8'),
      });
    },
  };
}

export default defineConfig(({ mode }) => {
  const mocked = mode === 'mocked';
  return {
    plugins: [react(), vanillaExtractPlugin(), ...(mocked ? [mockServiceWorker()] : [])],
    resolve: { conditions: ['source', ...defaultClientConditions] },
    // Statically false in every other build, so the mocks are never bundled into the product.
    define: { 'import.meta.env.VITE_MOCKED_API': JSON.stringify(mocked) },
    server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3000' } },
    build: { target: 'es2022', sourcemap: true, outDir: mocked ? 'dist-mocked' : 'dist' },
  };
});
