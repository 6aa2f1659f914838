import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompiledValidators } from '../../tools/validators/precompiledValidators';

/**
 * The deal editor's 表单 on a whole deal in jsdom (docs/performance.md): `npx vitest run --config
 * bench/dealForm/vitest.config.ts`. A measurement, not a test: it prints its figures and asserts nothing.
 */
export default defineConfig({
  plugins: [react(), precompiledValidators()],
  test: {
    root: '.',
    include: ['bench/dealForm/dealFormJsdom.bench.tsx'],
    environment: 'jsdom',
    setupFiles: ['tests/setup.ts'],
    testTimeout: 600_000,
    hookTimeout: 120_000,
  },
});
