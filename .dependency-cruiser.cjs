/**
 * The import-cycle check of `npm run lint` (ARCHITECTURE.md "One way down"). ESLint's import/no-cycle
 * did the same but made the lint take 136 s instead of 15 s on this code base; dependency-cruiser
 * builds the module graph once. The layer directions stay in eslint.config.mjs.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Modules of the product may not import each other in a circle when they run.",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // Type-only imports load nothing and are left out: a module may name the type of one that imports it.
    tsPreCompilationDeps: false,
    tsConfig: { fileName: "tsconfig.json" },
    exclude: { path: "^(node_modules|\\.next|\\.data)" },
  },
};
