import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompiledValidators } from '../tools/validators/precompiledValidators';

/**
 * The benchmark page (bench/page), built in production mode into `BENCH_OUT` (a temp dir), with the
 * console's module of build-time validators (the kit imports it).
 */
export default defineConfig({
  root: fileURLToPath(new URL('./page', import.meta.url)),
  plugins: [react(), precompiledValidators()],
  logLevel: 'warn',
  build: {
    outDir: process.env.BENCH_OUT ?? fileURLToPath(new URL('../.tmp/bench', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 10_000,
    reportCompressedSize: false,
  },
});
