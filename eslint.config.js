import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';

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

/**
 * The layers (docs/architecture.md, Layers), declared once. Each element is a folder matched from the
 * repository's root, so a file is placed by where it lives, however deep; a layer imports only the
 * layers below it. The files at server/'s root are placed one by one (FILES).
 */
const folder = (type, ...pattern) => ({ type, pattern, partialMatch: false });

const ELEMENTS = [
  folder('schemas', 'schemas'),
  folder('engine', 'engine'),
  folder('widgets', 'widgets'),
  folder('src', 'src'),
  folder('screens', 'screens'),
  folder('openapi', 'openapi'),
  folder('server/routes', 'server/routes'),
  folder('server/plugins', 'server/plugins'),
  folder('server/seed', 'server/seed'),
  folder('server/deals', 'server/deals'),
  folder('server/reconciliation', 'server/reconciliation'),
  folder('server/sec', 'server/sec'),
  folder('server/ops', 'server/ops'),
  folder('server/services', 'server/services'),
  folder('server/repositories', 'server/repositories'),
  folder('server/db', 'server/db'),
  folder('server', 'server'),
  // The fixtures shared by tests, stories and bench.
  folder('fixtures', 'fixtures'),
  folder('stories', 'stories'),
  folder('tests', 'tests'),
  folder('bench', 'bench'),
  folder('tools', 'tools'),
  folder('scripts', 'scripts'),
];

/**
 * The files at server/'s root, each in its layer: the entry points and the composition root above all,
 * and the modules that refuse a file, guard a connection, check a production start or decide a role
 * where their callers are; the rest (errors, configuration, input bounds…) below every layer. And the
 * engine's modules the server may use: the screen lint, the descriptor's schema and validators, and the
 * pure input rules both check a form with (normalise, the deal messages and numeric pattern).
 */
const FILES = [
  {
    category: 'server-entry',
    pattern: [
      'server/{app,admin,adminMain,main,start,dbCommand,dbMain,routeTable,openDb}.ts',
      'server/seed/scaleMain.ts',
    ],
  },
  { category: 'server-plugin', pattern: 'server/{uploads,connectionGuard}.ts' },
  { category: 'server-seed', pattern: 'server/production.ts' },
  { category: 'server-service', pattern: 'server/policy.ts' },
  { category: 'server-base', pattern: 'server/*.ts' },
  {
    category: 'engine-for-server',
    pattern: [
      'engine/lint/**',
      'engine/descriptor/descriptor.schema.json',
      'engine/descriptor/descriptorValidators.js',
      'engine/form/normalise.ts',
      'engine/deal/messages.ts',
      'engine/deal/numericPattern.ts',
    ],
  },
];

const element = (...types) => types.map((type) => ({ element: { type } }));
const category = (...categories) => categories.map((c) => ({ file: { categories: c } }));

/** The console, top to bottom. */
const CLIENT = [element('src'), element('widgets'), element('engine'), element('schemas')];

/**
 * The server, top to bottom: its entry points, routes, plugins, the seed, the deals (with the
 * reconciliation, sec and ops) on the services, repositories, db, and the plain modules of its root.
 * (tools/openapi/routeTable.ts stays an entry point wherever it lives: tools/ may import the whole server.)
 */
const SERVER = [
  category('server-entry'),
  element('server/routes'),
  [...element('server/plugins'), ...category('server-plugin')],
  [...element('server/seed'), ...category('server-seed')],
  element('server/deals', 'server/reconciliation', 'server/sec', 'server/ops'),
  [...element('server/services'), ...category('server-service')],
  element('server/repositories'),
  element('server/db'),
  category('server-base'),
];

const ENGINE_FOR_SERVER = [{ element: { type: 'engine' }, file: { categories: 'engine-for-server' } }];
const DATA = element('screens', 'openapi');
const below = (layers, i) => layers.slice(i).flat();

/** [who, what it may import]: each layer what is below it (itself included), the rest by role. */
const LAYERS = [
  ...CLIENT.map((layer, i) => [layer, below(CLIENT, i)]),
  ...SERVER.map((layer, i) => [layer, [...below(SERVER, i), ...element('schemas'), ...ENGINE_FOR_SERVER]]),
  [element('fixtures'), [...below(CLIENT, 1), ...DATA]],
  [element('stories'), [...element('fixtures'), ...below(CLIENT, 1), ...DATA]],
  [element('tools'), [...below(CLIENT, 0), ...below(SERVER, 0), ...DATA]],
  [
    element('bench'),
    [...below(CLIENT, 0), ...below(SERVER, 0), ...DATA, ...element('fixtures', 'tools', 'scripts')],
  ],
  [element('tests'), [{ element: { type: '**' } }]],
];

/** What a refusal says: the importing layer, the imported file, and the rule. */
const LAYER_MESSAGE =
  '{{from.elementPath}}/ 不得依赖 {{to.elementPath}}/{{to.internalPath}}：一层只依赖它下面的层（docs/architecture.md「Layers」）。';
const SERVER_ENGINE_MESSAGE =
  '{{from.elementPath}}/ 不得依赖 {{to.elementPath}}/{{to.internalPath}}：服务端只用 engine/ 的 lint、描述符的 schema 与校验，以及表单与服务端共用的纯输入规则（docs/architecture.md「Layers」）。';

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
    // The engine is headless: it must not draw with antd (its place among the layers is in LAYERS).
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
          ],
        },
      ],
    },
  },
  {
    // The layers (docs/architecture.md, Layers), whatever the depth of the importing file.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': ELEMENTS,
      'boundaries/files': FILES,
      'boundaries/elements-single-match': true,
      'boundaries/files-single-match': true,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message: LAYER_MESSAGE,
          policies: [
            { from: below(SERVER, 0), disallow: { to: element('engine') }, message: SERVER_ENGINE_MESSAGE },
            ...LAYERS.map(([from, allowed]) => ({ from, allow: { to: allowed } })),
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
