import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompiledValidators } from './tools/validators/precompiledValidators';
import { screensReload } from './vite.screens';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * `npm run dev` proxies the API to the server (`API_TARGET`, default http://127.0.0.1:8080).
 * The build splits the console by screen: each block view, the shell and the heavier form widgets are
 * chunks of their own (widgets/lazyKit.tsx, widgets/form/widgets.ts); React and the router, which every
 * page needs, form one long-cached vendor chunk; `npm run bench` reports each page's JS.
 */
/**
 * React Router 7's package exports name only its development build, which a production build then ships
 * (remix-run/react-router#12532, #14102: about 30 % more bytes, and its dev warnings). The build takes
 * the production files of the same version instead; `npm run dev` keeps the development ones.
 */
const routerProduction = [
  { find: /^react-router$/, replacement: here('./node_modules/react-router/dist/production/index.mjs') },
  {
    find: /^react-router\/dom$/,
    replacement: here('./node_modules/react-router/dist/production/dom-export.mjs'),
  },
];

export default defineConfig(({ command }) => ({
  plugins: [react(), screensReload(), precompiledValidators()],
  server: {
    port: 5173,
    proxy: { '/commondeal': process.env.API_TARGET ?? 'http://127.0.0.1:8080' },
  },
  resolve: {
    alias: [
      // RJSF's markdown renderer, loaded only when a form shows markdown (widgets/form/lazyMarkdown.tsx).
      { find: /^markdown-to-jsx\/react$/, replacement: here('./widgets/form/lazyMarkdown.tsx') },
      { find: /^markdown-to-jsx-eager$/, replacement: 'markdown-to-jsx/react' },
      ...(command === 'build' ? routerProduction : []),
    ],
  },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      // @rc-component/form declares no `sideEffects`, so antd's input, which only needs its context,
      // would carry the whole form library (fields, validation) onto the login page; it has none.
      treeshake: {
        moduleSideEffects: [{ test: /node_modules[\\/]@rc-component[\\/]form[\\/]/, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
              priority: 20,
            },
          ],
        },
      },
    },
  },
}));
