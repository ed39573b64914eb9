// The import rules of the server, the contract and the web app, checked by `npm run check:imports` (docs/architecture.md, "Import
// boundaries"). Biome's noRestrictedImports keeps the layers (biome.json); this keeps what a
// per-file linter cannot see: cycles across files, and the way one module reaches another.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment:
        'An import cycle outside type-only imports: two files that need each other to load. ' +
        'Move what both need into a third file.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'modules-through-facades',
      severity: 'error',
      comment:
        "A module reaches another only through that module's facade.ts or module.ts; what it " +
        'offers the others travels in the module context (server/src/modules/module.ts).',
      // Tests may reach across modules, to check that two agree.
      from: { path: '^server/src/modules/([^/]+)/', pathNot: '[.]test[.]ts$' },
      to: {
        path: '^server/src/modules/[^/]+/',
        pathNot: ['^server/src/modules/$1/', '^server/src/modules/[^/]+/(facade|module)[.]ts$'],
      },
    },
    {
      name: 'resolvable-imports',
      severity: 'error',
      comment: 'An import that names no file or package this repository has.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '(^|/)dist/'] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
