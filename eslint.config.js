import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const SQL_OUTSIDE_REPOSITORIES =
  'server/routes/、server/services/、server/plugins/、server/reconciliation/ 与 server/deals/ 中不得直接执行 SQL：请在 server/repositories/ 中写一个具名函数。';

/** SQL lives in server/repositories/ (docs/architecture.md): the selectors that refuse it elsewhere. */
const NO_SQL = [
  {
    selector:
      "CallExpression[callee.property.name=/^(query|readNow|exec)$/][callee.object.property.name='db']",
    message: SQL_OUTSIDE_REPOSITORIES,
  },
  {
    selector:
      'CallExpression[callee.property.name=/^(query|readNow|exec)$/][callee.object.name=/^(db|t|tx|root)$/]',
    message: SQL_OUTSIDE_REPOSITORIES,
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-server',
      'data',
      'storybook-static',
      '.tmp',
      'engine/descriptor/descriptorValidators.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-eval': 'error',
      'no-new-func': 'error',
    },
  },
  {
    // The engine is headless: it must not draw with antd.
    files: ['engine/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['antd', 'antd/*', '@ant-design/*', '@rjsf/antd'],
              message: 'engine/ 不得依赖 antd：界面组件放在 widgets/。',
            },
            {
              group: ['../widgets/*', '../../widgets/*', '../../../widgets/*'],
              message: 'engine/ 不得依赖 widgets/。',
            },
            {
              group: ['../server/*', '../../server/*', '../../../server/*'],
              message: 'engine/ 不得依赖 server/：服务端的信息（如 OpenAPI 文档）作为数据传入。',
            },
          ],
        },
      ],
    },
  },
  // The server's layers (docs/architecture.md): routes on services on repositories; plugins never
  // reach into a route, repositories hold the SQL and import none of the layers above them.
  {
    files: ['server/plugins/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../routes', '../routes/*', '../../routes', '../../routes/*'],
              message:
                'server/plugins/ 不得依赖 server/routes/：共用的内容放到更低的模块（如 server/errors.ts）。',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/services/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../routes', '../routes/*', '../../routes', '../../routes/*'],
              message: 'server/services/ 不得依赖 server/routes/。',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/repositories/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '../routes',
                '../routes/*',
                '../plugins',
                '../plugins/*',
                '../services',
                '../services/*',
              ],
              message: 'server/repositories/ 不得依赖 server/routes/、server/plugins/ 或 server/services/。',
            },
          ],
        },
      ],
    },
  },
  {
    // SQL lives in server/repositories/ (docs/architecture.md, A new server route): a route, a service,
    // a plugin, the reconciliation or a deal module (the insurance-center simulator included) calls a
    // named repository function, never the query layer itself. Two files are exempt: freshness.ts reads
    // the stamp the caches check with the statement server/db/types.ts defines, and
    // server/deals/sandboxQuery.ts runs the configured SQL of query-supportinfo, which is data a
    // configurator saved, not code, and runs only inside the sandbox (docs/server.md, Deal SQL
    // configurations); the fixed statements around it are in server/repositories/sandboxSession.ts.
    files: [
      'server/routes/**/*.ts',
      'server/services/**/*.ts',
      'server/plugins/**/*.ts',
      'server/reconciliation/**/*.ts',
      'server/deals/**/*.ts',
    ],
    ignores: ['server/services/freshness.ts', 'server/deals/sandboxQuery.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...NO_SQL],
    },
  },
  {
    // Route types come from the schemas (docs/server.md): the type provider types a handler from the
    // schemas its route declares, so a route takes no Body, Querystring, Params, Headers or Reply generic.
    files: ['server/routes/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...NO_SQL,
        {
          selector:
            'CallExpression > TSTypeParameterInstantiation > TSTypeLiteral > TSPropertySignature[key.name=/^(Body|Querystring|Params|Headers|Reply)$/]',
          message:
            '路由的 Body、Querystring、Params、Headers、Reply 类型由它声明的 JSON Schema 推导（ref(Schema)，server/schemaTypes.ts），不要另写泛型。',
        },
      ],
    },
  },
);
