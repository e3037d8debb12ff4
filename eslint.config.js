import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/*
 * Layers that only point down (docs/architecture.md): routes → web/components → site → domain → server → lib → i18n.
 * Each layer's folder may not import a layer above it, with the ~/ alias or a relative path.
 * scripts/check-imports.mjs checks the same on the resolved import graph, that there is no cycle, and that other
 * folders use a folder of app/domain/ or app/site/ through its face (index.ts, index.server.ts).
 */
const ABOVE = {
  i18n: ['lib', 'server', 'domain', 'site', 'components', 'web', 'routes'],
  lib: ['server', 'domain', 'site', 'components', 'web', 'routes'],
  server: ['domain', 'site', 'components', 'web', 'routes'],
  domain: ['site', 'components', 'web', 'routes'],
  site: ['components', 'web', 'routes'],
  components: ['web', 'routes'],
  web: ['components', 'routes'],
};
// Outside app/domain/ and app/site/ (where a folder imports its own files), an import of a folder there is its face.
const FACE_ONLY = {
  regex: '^~/(domain|site)/[^/]+/(?!index(\\.server)?$)',
  message: "Import the folder's face, ~/domain/<folder>/index (client-safe) or …/index.server: see docs/architecture.md.",
};
const layerRules = Object.entries(ABOVE).map(([layer, above]) => ({
  files: [`app/${layer}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(~/|(\\.\\./)+)(${above.join('|')})(/|$)`,
            message: `app/${layer}/ may not import a layer above it (${above.join(', ')}): see docs/architecture.md.`,
          },
          ...(['components', 'web'].includes(layer) ? [FACE_ONLY] : []),
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['build/', '.builds/', 'node_modules/', '.react-router/', 'data/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // One file per icon (see vite.chunks.ts): lucide's index would bring every icon the site uses.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'lucide-react',
              message: "Import the icon's own file: import ArrowRight from 'lucide-react/icons/arrow-right'.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  ...layerRules,
  {
    // Routes stay thin: an admin change's audit entry is written by runAdminAction (admin-action.server.ts)
    // or the domain function the route calls, never by the route itself.
    files: ['app/routes/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '~/domain/audit/index.server',
              importNames: ['recordAudit', 'recordAfter', 'auditor'],
              message:
                'Routes do not write audit entries: return them from runAdminAction (app/domain/auth/admin-action.server.ts) or a domain function.',
            },
          ],
          patterns: [FACE_ONLY],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
