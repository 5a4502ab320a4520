// The API's layers (docs/architecture.md §4): routes call services, services call repositories, and
// only repositories, the db module and its plugin touch the database. The root config's rules apply
// first; `no-restricted-imports` set here replaces the root's front-end list for these files, which
// never import those packages.
import root from '../../eslint.config.js';

const DATABASE_PACKAGES = [
  { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'Only repositories query the database.' },
  {
    group: ['@electric-sql/pglite', '@electric-sql/pglite/*'],
    message: 'Only src/db opens PGlite.',
  },
];

export default [
  ...root,
  {
    files: ['src/**/*.ts'],
    ignores: ['src/repositories/**', 'src/db/**', 'src/plugins/db.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...DATABASE_PACKAGES,
            // The LISTEN connection of services/tenant-change-listener.ts is the one exception.
            { group: ['pg'], message: 'Only repositories query the database.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/services/tenant-change-listener.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: DATABASE_PACKAGES }] },
  },
  {
    files: ['src/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...DATABASE_PACKAGES,
            { group: ['pg'], message: 'Routes call services, never the database.' },
            {
              group: ['**/repositories', '**/repositories/*', '**/db/index.js', '**/db/seed.js'],
              allowTypeImports: true,
              message: 'Routes call services (app.services), never repositories.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='repos']",
          message: 'Routes call services (app.services), never repositories (app.repos).',
        },
        {
          // A cast to never silences the response schema's check against what the service returns.
          selector: "TSAsExpression[typeAnnotation.type='TSNeverKeyword']",
          message:
            'No `as never` in routes: make the service return what the response schema declares.',
        },
      ],
    },
  },
];
