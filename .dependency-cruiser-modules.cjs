// The API's modules form no loop, checked by `npm run lint` (docs/ARCHITECTURE.md#boundaries-a-tool-enforces).
//
// A loop of modules need not be a loop of files: `a/a.routes.ts` imports `b/index.ts` while `b/b.service.ts`
// imports `a/index.ts`. So this rule looks at folders: one folder a module, its sub-folders in it, an import
// from any file of it to another module's front door an edge, type-only imports included. Tests, test helpers,
// src/testing and the benches set up data across modules (the rules of .dependency-cruiser.cjs exempt them), so
// they are left out of this graph: its own run, with the same options, over apps/api only.
const base = require('./.dependency-cruiser.cjs');

const API_TESTS = base.forbidden.find((r) => r.name === 'api-module-through-front-door').from.pathNot;
const MODULE = '^apps/api/src/modules/[^/]+$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'api-modules-form-no-loop',
      severity: 'error',
      comment:
        'An API module never reaches itself through other modules (a imports b, b imports a, directly or through c): move what both need to platform/, or merge them into one module.',
      scope: 'folder',
      from: { path: MODULE },
      to: { path: MODULE, circular: true },
    },
  ],
  options: {
    ...base.options,
    exclude: { path: [base.options.exclude.path, ...API_TESTS] },
  },
};
