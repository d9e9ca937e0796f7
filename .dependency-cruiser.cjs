// Import boundaries, checked by `npm run lint` (dependency-cruiser). Rules name folders by pattern, so a new
// feature folder or workspace is covered without editing this file. Why each rule exists: docs/ARCHITECTURE.md.
//
// Workspace packages resolve through their node_modules link (preserveSymlinks), so an @app/* import is an npm
// dependency of the importing workspace and must be declared in its package.json like any other.
const FEATURE = '^apps/web/src/features/([^/]+)/';
const WEB_SHARED = '^apps/web/src/(components|config|hooks|lib)/';
const APPS = '^(apps/|node_modules/@app/(api|web|e2e)/)';
const API = '^apps/api/src/';
/** A module's route plugins: `<feature>.routes.ts`, in the module's folder or a sub-folder of it (accounts/users/). */
const ROUTES = '^apps/api/src/modules/[^/]+/[^.]+[.]routes[.]ts$';
// Tests, test helpers, src/testing and the benches set up data across modules and layers: the API rules below exempt them.
const API_TESTS = [
  '[.]test[.]ts$',
  '[.]test-helpers[.]ts$',
  '^apps/api/src/testing/',
  '^apps/api/src/modules/[^/]+/testing/',
  '^apps/api/bench/',
];
/** The API's layers, lowest first: a file may import its own layer and those below, never one above. */
const API_ABOVE = {
  config: '(db|platform|plugins|modules|seed|testing)/|(app|server)[.]ts$',
  db: '(platform|plugins|modules|seed|testing)/|(app|server)[.]ts$',
  // AppError is the one error type every layer throws (plugins/app-error.ts).
  platform: '(plugins/(?!app-error[.]ts$)|modules/|seed/|testing/)|(app|server)[.]ts$',
  plugins: '(modules|seed|testing)/|(app|server)[.]ts$',
  modules: '(seed|testing)/|(app|server)[.]ts$',
  seed: 'testing/|(app|server)[.]ts$',
};

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Modules form no cycle (type-only imports included): split the shared part into its own module.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'feature-imports-no-other-feature',
      severity: 'error',
      comment:
        'A feature never imports another feature: move what both need to components/ or lib/, or compose them in app/.',
      from: { path: FEATURE },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'feature-imports-no-app',
      severity: 'error',
      comment:
        'app/ composes features (router, layouts, providers); features get what they need from components/ or lib/, or through props.',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'shared-imports-no-feature',
      severity: 'error',
      comment:
        'Shared web folders (components, config, hooks, lib) serve every feature and depend on none, nor on app/.',
      from: { path: WEB_SHARED },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'api-queries-only-in-repos',
      severity: 'error',
      comment:
        'In an API module only its *.repo.ts files query the database (drizzle-orm; type imports aside); routes and services call them. Tests and test helpers may query to set up and check.',
      from: {
        path: '^apps/api/src/modules/',
        pathNot: '([.]repo|[.]test|[.]test-helpers)[.]ts$',
      },
      to: { path: 'node_modules/drizzle-orm/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'api-module-through-front-door',
      severity: 'error',
      comment:
        "An API module uses another only through that module's index.ts, its public face (tests and test helpers may reach in to set up data).",
      from: { path: '^apps/api/src/modules/([^/]+)/', pathNot: API_TESTS },
      to: {
        path: '^apps/api/src/modules/',
        pathNot: ['^apps/api/src/modules/$1/', '^apps/api/src/modules/[^/]+/index[.]ts$'],
      },
    },
    {
      name: 'api-outside-through-front-door',
      severity: 'error',
      comment:
        'Outside the modules (seed, bench, scripts), a module is used through its index.ts; app.ts may also register its <feature>.routes.ts plugins.',
      from: { path: '^apps/api/', pathNot: ['^apps/api/src/modules/', ...API_TESTS] },
      to: {
        path: '^apps/api/src/modules/',
        pathNot: ['^apps/api/src/modules/[^/]+/index[.]ts$', ROUTES],
      },
    },
    {
      name: 'api-only-app-registers-routes',
      severity: 'error',
      comment: 'Route plugins are registered by app.ts alone (the composition root).',
      from: {
        path: '^apps/api/',
        pathNot: ['^apps/api/src/app[.]ts$', '^apps/api/src/modules/', ...API_TESTS],
      },
      to: { path: ROUTES },
    },
    ...Object.entries(API_ABOVE).map(([layer, above]) => ({
      name: `api-layer-${layer}-imports-no-layer-above`,
      severity: 'error',
      comment:
        'API layers, lowest first: config, db, platform, plugins, modules, seed, then app.ts and server.ts. Nothing imports a layer above its own.',
      from: { path: `${API}${layer}/`, pathNot: API_TESTS },
      to: { path: `${API}(${above})` },
    })),
    {
      name: 'package-imports-no-app',
      severity: 'error',
      comment: 'packages/ are libraries of the apps; they never import an app.',
      from: { path: '^packages/' },
      to: { path: APPS },
    },
    {
      name: 'engine-imports-nothing-of-ours',
      severity: 'error',
      comment:
        'The engine is pure maths: it depends on no other workspace (contracts maps the wire format into it).',
      from: { path: '^packages/engine/' },
      to: { path: '^(apps/|packages/(?!engine/)|node_modules/@app/(?!engine/))' },
    },
    {
      name: 'no-non-package-json',
      severity: 'error',
      comment:
        'Every package imported (@app/* workspaces included) is declared in the package.json of the importer.',
      from: {},
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment:
        'Every import resolves to a file or an installed package (virtual: modules are made by a Vite plugin at build time).',
      from: {},
      to: { couldNotResolve: true, pathNot: '^virtual:' },
    },
    {
      name: 'not-to-dev-dependency-at-run-time',
      severity: 'error',
      comment:
        'Production code imports only "dependencies"; tests, benches, scripts and build config may use devDependencies.',
      from: {
        path: '^(apps|packages)/[^/]+/src/',
        // The engine's reference model is a test oracle: it runs only under the property tests.
        pathNot: ['\\.test\\.tsx?$', '/testing/', '\\.d\\.ts$', '^packages/engine/src/reference/'],
      },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(apps|packages)/[^/]+/(dist|data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    preserveSymlinks: true,
    progress: { type: 'none' },
  },
};
