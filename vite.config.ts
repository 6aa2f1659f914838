import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { screensReload } from './vite.screens';

/** `npm run dev` proxies the API to the server (`API_TARGET`, default http://127.0.0.1:8080). */
export default defineConfig({
  plugins: [react(), screensReload()],
  server: {
    port: 5173,
    proxy: { '/commondeal': process.env.API_TARGET ?? 'http://127.0.0.1:8080' },
  },
  build: { outDir: 'dist', chunkSizeWarningLimit: 2000 },
});
