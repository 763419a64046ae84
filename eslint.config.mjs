// Lint for the whole workspace. The module-boundary rule is the architecture's fence:
// scope:* (who may use whom), type:* (layering) and platform:* (web never imports node code);
// shop/no-import-cycle keeps every module out of import circles, inside a project and across projects.
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import shop from './tools/lint-rules/src/no-import-cycle.mjs';

const scopes = ['shell', 'consumer', 'account', 'business', 'salesman', 'operator', 'payment', 'api'];
const nodeOnlyPackages = [
  'node:*',
  'fs',
  'path',
  'fastify',
  '@fastify/*',
  'pg',
  '@electric-sql/pglite',
  'drizzle-orm',
  'drizzle-orm/*',
];

function boundaries({ platformBans }) {
  return {
    enforceBuildableLibDependency: true,
    allow: [],
    depConstraints: [
      // Scopes: a feature scope uses itself and shared code only; no app imports another app.
      ...scopes.map((scope) => ({
        sourceTag: `scope:${scope}`,
        onlyDependOnLibsWithTags: [`scope:${scope}`, 'scope:shared'],
      })),
      { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
      // Types: apps on top, then features, ui and data-access, util, contracts at the bottom.
      {
        sourceTag: 'type:app',
        onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util', 'type:contracts'],
      },
      {
        sourceTag: 'type:feature',
        onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util', 'type:contracts'],
      },
      {
        sourceTag: 'type:ui',
        onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:util', 'type:contracts'],
      },
      { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util', 'type:contracts'] },
      { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util', 'type:contracts'] },
      {
        sourceTag: 'type:contracts',
        onlyDependOnLibsWithTags: ['type:contracts'],
        allowedExternalImports: ['valibot'],
      },
      // Platforms: web and node code meet only in isomorphic libs.
      { sourceTag: 'platform:web', onlyDependOnLibsWithTags: ['platform:web', 'platform:isomorphic'] },
      { sourceTag: 'platform:node', onlyDependOnLibsWithTags: ['platform:node', 'platform:isomorphic'] },
      { sourceTag: 'platform:isomorphic', onlyDependOnLibsWithTags: ['platform:isomorphic'] },
      ...(platformBans
        ? [
            { sourceTag: 'platform:web', bannedExternalImports: nodeOnlyPackages },
            { sourceTag: 'platform:isomorphic', bannedExternalImports: nodeOnlyPackages },
          ]
        : []),
    ],
  };
}

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    // import-cycle-fixtures: the circles no-import-cycle.spec.ts lints on purpose.
    ignores: ['**/dist', '**/node_modules', '**/tmp', '**/.nx', '**/coverage', '**/.data', '**/import-cycle-fixtures'],
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs'],
    rules: { '@nx/enforce-module-boundaries': ['error', boundaries({ platformBans: true })] },
  },
  {
    // Type-only imports count too: a circle of types still binds two layers (docs/architecture.md).
    files: ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.cjs'],
    plugins: { shop },
    rules: { 'shop/no-import-cycle': 'error' },
  },
  {
    // Build and lint configs of each project reach the workspace's shared presets by path
    // (tools/webpack, the root eslint config); they are tooling, not app code.
    files: ['**/eslint.config.mjs', '**/webpack.config.js', '**/jest.config.js'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    // Tests run in Node under jest, so they may read fixtures from disk; the layering still applies.
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/*.test.ts', '**/*.test.tsx'],
    rules: { '@nx/enforce-module-boundaries': ['error', boundaries({ platformBans: false })] },
  },
];
