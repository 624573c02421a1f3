import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
      exclude: ['**/*.browser.test.ts', 'node_modules/**'],
      environment: 'node',
      server: { deps: { inline: [/@r2wc\//, /@nanostores\/react/] } },
      testTimeout: 20000,
      hookTimeout: 60000,
    },
  }),
);
