import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import {
  defaultClientConditions,
  defaultServerConditions,
  defineConfig,
  type Plugin,
  type ResolvedConfig,
} from 'vite';
import { PRODUCT_NAME } from '../../packages/i18n/src/brand.ts';
import { precompiledMessages } from './vite/precompiled-messages.ts';
import {
  prerenderPages,
  TAKE_OVER_LOADER,
  TAKE_OVER_LOADER_MODULES,
  TAKE_OVER_LOADER_NAME,
} from './vite/prerender-pages.ts';
import { trimmedFonts } from './vite/trimmed-fonts.ts';

/** The server build of the pre-renderer: a build tool, never served. */
const PRERENDER_DIR = 'node_modules/.prerender';

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

/**
 * index.html names the product by placeholder, so its name lives in packages/i18n/src/brand.ts
 * alone (docs/routes-and-screens.md#top-bar); loaded by relative path, since Vite loads this file
 * before any package is built.
 */
function productName(): Plugin {
  return {
    name: 'product-name',
    transformIndexHtml: (html) => html.replaceAll('%PRODUCT_NAME%', PRODUCT_NAME),
  };
}

/** A set of PDFs the manuals' tool (tools/manuals) renders from one folder of Markdown into public/. */
interface PdfDocuments {
  /** The plugin's name and its log prefix. */
  name: string;
  /** The folder of tools/manuals holding the texts. */
  sourceFolder: string;
  /** The tool's entry (an export of @app/manuals) that renders them. */
  cli: string;
  /** The folder under public/ the PDFs go to, and their names for the log. */
  outputFolder: string;
  files: string;
}

/**
 * PDFs into public/, where they are build output: before a build copies public/ into dist/, and
 * before the dev server lists public/ (it serves only the files it found at start), then again
 * whenever one of their texts changes. The manuals tool runs as a program of its own, built by
 * turbo before the site (its README says why).
 */
function pdfDocuments({ name, sourceFolder, cli, outputFolder, files }: PdfDocuments): Plugin {
  const require = createRequire(import.meta.url);
  const sourceDir = path.join(path.dirname(require.resolve('@app/manuals/package.json')), sourceFolder);
  let command: 'build' | 'serve' = 'build';
  let outputDir = '';
  const generate = async (log: (message: string) => void) => {
    const tool = require.resolve(cli);
    const { stdout } = await promisify(execFile)(process.execPath, [tool, outputDir]);
    log(`public/${outputFolder}/${files} (${stdout.trim()})`);
  };
  const devLog = (config: ResolvedConfig) => (message: string) =>
    config.logger.info(`[${name}] ${message}`, { timestamp: true });
  return {
    name,
    apply: (_config, env) => !env.isPreview,
    async configResolved(config) {
      command = config.command;
      outputDir = path.join(config.publicDir, outputFolder);
      if (command === 'serve') await generate(devLog(config));
    },
    async buildStart() {
      if (command === 'build') await generate((message) => this.info(message));
    },
    configureServer(server) {
      // The texts live outside the site's folder, which is all the dev server watches.
      server.watcher.add(sourceDir);
      server.watcher.on('change', (file) => {
        if (path.resolve(path.dirname(file)) !== sourceDir || !file.endsWith('.md')) return;
        generate(devLog(server.config)).catch((error: unknown) =>
          server.config.logger.error(`[${name}] ${String(error)}`, { timestamp: true }),
        );
      });
    },
  };
}

/** The user manuals, one PDF a language. */
const userManuals = () =>
  pdfDocuments({
    name: 'user-manuals',
    sourceFolder: 'content',
    cli: '@app/manuals/cli',
    outputFolder: 'manuals',
    files: 'manual-<lang>.pdf',
  });

/** The data-processing agreements (docs/legal.md#dpa), rendered as the manuals are. */
const dataProcessingAgreements = () =>
  pdfDocuments({
    name: 'data-processing-agreements',
    sourceFolder: 'dpa',
    cli: '@app/manuals/dpa-cli',
    outputFolder: 'legal',
    files: 'data-processing-agreement-<lang>.pdf',
  });

export default defineConfig(({ mode }) => {
  const mocked = mode === 'mocked';
  return {
    plugins: [
      react(),
      vanillaExtractPlugin(),
      userManuals(),
      dataProcessingAgreements(),
      productName(),
      precompiledMessages(),
      trimmedFonts(),
      ...(mocked ? [mockServiceWorker()] : []),
    ],
    resolve: { conditions: ['source', ...defaultClientConditions] },
    // Statically false in every other build, so the mocks are never bundled into the product.
    define: { 'import.meta.env.VITE_MOCKED_API': JSON.stringify(mocked) },
    server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3000' } },
    // `vite build` makes the browser's site, then (the product's build only) renders the public
    // pages to HTML with a server build of the same code (vite/prerender-pages.ts). The mocked
    // build answers from MSW in the browser, so it has nothing to pre-render.
    builder: mocked
      ? undefined
      : {
          async buildApp(builder) {
            const { client, ssr } = builder.environments;
            if (!client || !ssr) throw new Error('the site builds a client and an ssr environment');
            await builder.build(client);
            await builder.build(ssr);
            await prerenderPages({
              clientDir: path.resolve(builder.config.root, client.config.build.outDir),
              serverEntry: path.resolve(builder.config.root, PRERENDER_DIR, 'render-page.js'),
              log: (message) => builder.config.logger.info(`[prerender] ${message}`),
            });
          },
        },
    environments: {
      ssr: {
        // The site's own packages are bundled from source (styles compiled with the same class
        // names as the browser's); libraries stay Node's.
        resolve: { noExternal: [/^@app\//], conditions: ['source', ...defaultServerConditions] },
        build: {
          outDir: PRERENDER_DIR,
          emptyOutDir: true,
          sourcemap: false,
          manifest: false,
          rolldownOptions: {
            input: 'src/prerender/render-page.tsx',
            // One file: the server imports it once, lazy routes and all.
            output: { codeSplitting: false },
          },
        },
      },
    },
    build: {
      target: 'es2022',
      sourcemap: true,
      // The pre-renderer reads which files each route needs from it.
      manifest: !mocked,
      // One style sheet for the whole site (about 9 KB gzip): a pre-rendered page waits for its
      // styles before it paints, and one request is far quicker than a dozen small ones on a
      // phone's connection; later pages then need no style sheet at all.
      cssCodeSplit: false,
      outDir: mocked ? 'dist-mocked' : 'dist',
      // What the first page needs in two chunks, libraries and the site's shell, rather than the
      // dozen small ones automatic splitting cuts them into (modules shared with lazy routes):
      // fewer requests, and 5 KB less gzip, since one larger file compresses better. Routes stay
      // lazy; `$initial` holds only what the entry imports statically.
      rolldownOptions: {
        // A pre-rendered page holds only the loader (src/prerender/take-over-loader.ts), which
        // fetches the entry when the page is wanted: built as a chunk of its own, whose code the
        // pre-renderer writes into the pages (the file stays, for the bundle budgets to weigh).
        input: mocked ? undefined : { index: 'index.html', [TAKE_OVER_LOADER_NAME]: TAKE_OVER_LOADER },
        output: {
          codeSplitting: {
            groups: [
              // React, the router and the words' formatting apart: the loader runs the chunks one
              // per task (src/prerender/take-over-loader.ts), and one chunk of all three was a task of
              // 200 ms at 4x CPU (docs/measurements.md#first-click).
              {
                name: 'react',
                test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                tags: ['$initial'],
                priority: 3,
              },
              {
                name: 'intl',
                test: /[\\/]node_modules[\\/](@formatjs|react-intl|intl-messageformat)[\\/]/,
                tags: ['$initial'],
                priority: 3,
              },
              { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 2 },
              // The entry module itself stays in the entry chunk, or the manifest loses its entry.
              {
                name: 'shell',
                // Nor the loader's modules, which must stay a few hundred bytes of their own.
                test: (id) => !/main\.tsx$|index\.html$/.test(id) && !TAKE_OVER_LOADER_MODULES.test(id),
                tags: ['$initial'],
                priority: 1,
              },
            ],
          },
        },
      },
    },
  };
});
