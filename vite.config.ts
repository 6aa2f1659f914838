import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { screensReload } from './vite.screens';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * `npm run dev` proxies the API to the server (`API_TARGET`, default http://127.0.0.1:8080).
 * The build splits the console by screen: each block view, the shell and the heavier form widgets are
 * chunks of their own (widgets/lazyKit.tsx, widgets/form/widgets.ts); React and the router, which every
 * page needs, form one long-cached vendor chunk; `npm run bench` reports each page's JS.
 */
export default defineConfig({
  plugins: [react(), screensReload()],
  server: {
    port: 5173,
    proxy: { '/commondeal': process.env.API_TARGET ?? 'http://127.0.0.1:8080' },
  },
  resolve: {
    alias: [
      // RJSF's markdown renderer, loaded only when a form shows markdown (widgets/form/lazyMarkdown.tsx).
      { find: /^markdown-to-jsx\/react$/, replacement: here('./widgets/form/lazyMarkdown.tsx') },
      { find: /^markdown-to-jsx-eager$/, replacement: 'markdown-to-jsx/react' },
    ],
  },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
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
});
