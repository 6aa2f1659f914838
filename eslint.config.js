import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'dist-server', 'data', 'storybook-static', '.tmp'] },
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
);
