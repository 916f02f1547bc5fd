import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** File names are kebab-case (route files follow TanStack's conventions: __root, _public, _authed). */
const kebabCaseFiles = {
  meta: { type: 'suggestion', schema: [], messages: { kebab: "File name '{{name}}' is not kebab-case." } },
  create(context) {
    const base = path.basename(context.filename).split('.')[0];
    const ok = /^_{0,2}[a-z0-9]+(-[a-z0-9]+)*$/.test(base);
    return ok
      ? {}
      : { Program: (node) => context.report({ node, messageId: 'kebab', data: { name: base } }) };
  },
};

/**
 * The hexagon's dependency rule (docs/architecture.md): ui -> application -> domain; adapters -> application
 * ports + domain; only the composition root knows adapters.
 */
export const layerZones = [
  {
    target: './src/domain',
    from: ['./src/application', './src/adapters', './src/ui', './src/container.ts', './src/main.tsx'],
    message: 'The domain imports nothing outside src/domain.',
  },
  {
    target: './src/application',
    from: ['./src/adapters', './src/ui', './src/container.ts', './src/main.tsx'],
    message: 'Use cases import only the domain and their ports.',
  },
  {
    target: './src/ui',
    from: ['./src/adapters'],
    message: 'The UI reaches adapters only through the container.',
  },
  {
    target: './src/adapters',
    from: ['./src/ui', './src/container.ts', './src/main.tsx'],
    message: 'Adapters implement ports; they know nothing of the UI or the composition root.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'node_modules/**',
      'src/ui/route-tree.gen.ts',
      '.tmp/**',
      '.scratch*/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: {
      'import-x': importX,
      'react-hooks': reactHooks,
      tischlein: { rules: { 'kebab-case-files': kebabCaseFiles } },
    },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'import-x/ignore': ['node_modules'],
    },
    rules: {
      'tischlein/kebab-case-files': 'error',
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { maxDepth: 8, ignoreExternal: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/domain/**', 'src/application/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'error' },
  },
  {
    files: ['src/application/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!\\.)', message: 'Use cases import only the domain and their ports.' }] },
      ],
    },
  },
  {
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\.|zod$|zod/|dayjs$|dayjs/)',
              message: 'The domain imports only src/domain, zod and dayjs.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['@supabase/*'], message: 'The UI never talks to Supabase; use a use case.' }],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'tests/**', '*.config.*', 'supabase/**'],
    // Scripts and tests run in Node and hand callbacks to the browser (Playwright's init scripts).
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
