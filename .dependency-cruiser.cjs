/**
 * The import graph's rules (docs/architecture.md#dependencies), checked by `npm run lint:root` in
 * npm test's first step: `depcruise apps packages mocks e2e scripts` fails on any error below.
 *
 * Paths are the repository's, from its root. A rule's `$1` is what its `from.path` captured.
 */

/** The API's source. */
const API = 'apps/api/src/';

/** Test and story code may reach the test helpers; the product never does. */
const TEST_CODE = '(\\.(test|stories|testing|play)\\.tsx?$)|^apps/site/src/testing/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle ties its modules together: none can be read, tested or moved alone.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'site-feature-to-feature',
      severity: 'error',
      comment:
        'A feature never imports another feature: what two features share moves to src/lib, ' +
        'src/hooks or src/components (apps/site/README.md).',
      from: { path: '^apps/site/src/features/([^/]+)/' },
      to: { path: '^apps/site/src/features/', pathNot: '^apps/site/src/features/$1/' },
    },
    {
      name: 'site-feature-to-app',
      severity: 'error',
      comment:
        'A feature never imports src/app (the shell, its routes and providers): what a feature ' +
        'needs of it moves to src/lib, src/hooks or src/components (apps/site/README.md).',
      from: { path: '^apps/site/src/features/' },
      to: { path: '^apps/site/src/app/' },
    },
    {
      name: 'site-shared-to-feature-or-app',
      severity: 'error',
      comment:
        'The shared layers (lib, hooks, components, content) serve features and app, never the reverse.',
      from: { path: '^apps/site/src/(lib|hooks|components|content)/' },
      to: { path: '^apps/site/src/(features|app|prerender)/' },
    },
    {
      name: 'site-lib-without-react-layers',
      severity: 'error',
      comment: 'src/lib is the code without React: it uses neither hooks nor components.',
      from: { path: '^apps/site/src/lib/' },
      to: { path: '^apps/site/src/(hooks|components)/' },
    },
    {
      name: 'site-hooks-without-components',
      severity: 'error',
      comment: 'Shared hooks build on src/lib only; components build on hooks.',
      from: { path: '^apps/site/src/hooks/' },
      to: { path: '^apps/site/src/components/' },
    },
    {
      name: 'site-product-without-test-helpers',
      severity: 'error',
      comment: "src/testing and the features' *.testing.tsx are for tests and stories only.",
      from: { path: '^apps/site/src/', pathNot: TEST_CODE },
      to: { path: TEST_CODE },
    },
    {
      name: 'api-repository-private-to-its-domain',
      severity: 'error',
      comment:
        "A domain's repositories are its own: another domain, a route or the server asks the " +
        "domain's service for what it needs of its tables (docs/architecture.md#domains).",
      from: { path: `^${API}([^/]+)` },
      to: { path: `^${API}.+-repository\\.ts$`, pathNot: `^${API}$1/` },
    },
    {
      name: 'api-routes-through-domain-entries',
      severity: 'error',
      comment:
        'The routes and the server reach a domain through its index.ts only; besides they use the ' +
        'infrastructure (db types, plugins, payments, config, errors, logging) (docs/architecture.md#domains).',
      from: { path: `^${API}(routes/|app\\.ts$|server\\.ts$)` },
      to: {
        path: `^${API}[^/]+/`,
        pathNot: `^${API}(routes|db|plugins|payments|logging)/|^${API}[^/]+/index\\.ts$`,
      },
    },
    {
      name: 'api-routes-without-database-or-stripe',
      severity: 'error',
      comment:
        'A route maps HTTP to a service: it never runs SQL or calls Stripe itself, so it imports ' +
        'the database module and Stripe for their types only (docs/architecture.md#layers).',
      from: { path: `^${API}routes/` },
      to: { path: `^${API}db/|(^|/)node_modules/stripe/`, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'api-database-drivers-in-db-only',
      severity: 'error',
      comment:
        "The database drivers are src/db/'s: the rest of the API is handed a Queryable and runs SQL " +
        'in its repositories only. A query runs through that handle, which no import shows, so ' +
        'scripts/check-sql-placement.mjs (also in lint:root) reads where each is written ' +
        '(docs/architecture.md#layers).',
      from: { path: `^${API}`, pathNot: `^${API}db/` },
      to: { path: '(^|/)node_modules/(pg|pg-[^/]+|@types/pg|@electric-sql/pglite)/' },
    },
    {
      name: 'api-domains-never-import-routes',
      severity: 'error',
      comment: 'Only app.ts registers the routes; a domain never reaches back up into them.',
      from: { path: `^${API}`, pathNot: `^${API}(routes/|app\\.ts$)` },
      to: { path: `^${API}routes/` },
    },
    {
      name: 'api-repositories-without-stripe',
      severity: 'error',
      comment:
        'Repositories run inside transactions, and Stripe is never called inside one: a repository ' +
        'imports neither Stripe nor src/payments, except for types.',
      from: { path: `^${API}.+-repository\\.ts$` },
      to: { path: `^${API}payments/|(^|/)node_modules/stripe/`, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-extraneous-dependency',
      severity: 'error',
      comment:
        "A workspace imports only the packages its own package.json declares (or the root's, for " +
        'the tooling every workspace shares): an undeclared one works only by hoisting.',
      from: {},
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'Every import resolves to a file or an installed package.',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'apps-apart',
      severity: 'error',
      comment: 'The site and the API share code through packages only.',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'packages-without-apps',
      severity: 'error',
      comment: 'Dependencies flow one way: apps use packages (docs/architecture.md#dependencies).',
      from: { path: '^(packages|mocks)/' },
      to: { path: '^(apps|e2e)/' },
    },
    {
      name: 'ui-knows-no-flows-calls-or-words',
      severity: 'error',
      comment:
        'The design system is presentational: words, links and callbacks come in as props, so it ' +
        'knows nothing of machines, calls, catalogs, mocks or the apps.',
      from: { path: '^packages/ui/' },
      to: { path: '^(packages/(machines|contracts|i18n|stripe-emulator|billing-rules)|mocks|apps)/' },
    },
    {
      name: 'billing-rules-pure',
      severity: 'error',
      comment:
        'The rule core is pure (docs/architecture.md#rule-core): no I/O, no database, no Stripe; it ' +
        'builds on @app/contracts and @app/pricing only, so the API and the mocks can both call it.',
      from: { path: '^packages/billing-rules/src/', pathNot: TEST_CODE },
      to: { pathNot: '^packages/(billing-rules|contracts|pricing)/src/' },
    },
    {
      name: 'machines-without-react',
      severity: 'error',
      comment: 'The charts are pure: a screen runs them with @xstate/react, they never import React.',
      from: { path: '^packages/machines/' },
      to: { path: '(^|/)node_modules/(react|react-dom|@xstate/react)/' },
    },
    {
      name: 'pdf-reader-for-tests-only',
      severity: 'error',
      comment:
        'packages/pdf-reader reads PDFs back for tests; its libraries are devDependencies, absent ' +
        'from an install for production.',
      from: { path: '^(apps|packages)/[^/]+/src/', pathNot: `${TEST_CODE}|^packages/pdf-reader/` },
      to: { path: '^packages/pdf-reader/' },
    },
    {
      name: 'no-package-internals-from-another-package',
      severity: 'error',
      comment:
        "A package is used through its name and its exports (its index.ts), never another's " +
        'files by relative path.',
      from: { path: '^(packages/[^/]+|mocks)/' },
      to: { path: '^(packages/[^/]+|mocks)/', pathNot: '^$1/', dependencyTypes: ['local'] },
    },
    {
      name: 'no-package-internals-from-apps',
      severity: 'error',
      comment:
        'Apps, e2e and scripts use a package through its name and its exports, never its files by ' +
        'relative path.',
      from: { path: '^(apps|e2e|scripts)/' },
      to: { path: '^(packages/[^/]+|mocks)/', dependencyTypes: ['local'] },
    },
  ],
  options: {
    doNotFollow: { path: '(^|/)node_modules/' },
    // The graph of the source: the manuals' builder and the config files at each app's root are
    // build tooling, read by the rules below only where they name src/.
    // An import nothing resolves keeps its own name (`./gone.js`, `left-pad`): kept too, so that
    // not-to-unresolvable sees it.
    includeOnly:
      '^(apps/[^/]+/src|packages/[^/]+/src|mocks/src|e2e|scripts)/|(^|/)node_modules/|^[.]|^[^/]+$|^@[^/]+/[^/]+$',
    // Type-only imports are edges too: a cycle of types still ties modules together.
    tsPreCompilationDeps: true,
    // Workspace packages resolve as the site's bundler and the tests do: to their source.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['source', 'import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types'],
    },
    skipAnalysisNotInRules: true,
  },
};
