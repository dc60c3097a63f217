import { resolve } from 'node:path'
import vue from '@vitejs/plugin-vue'
import { defineConfig } from 'vitest/config'

const alias = {
  '@shared': resolve(import.meta.dirname, 'src/shared'),
  '@renderer': resolve(import.meta.dirname, 'src/renderer/src'),
}

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'node',
          environment: 'node',
          globalSetup: ['test/build-once.ts'],
          include: [
            'test/shared/**/*.test.ts',
            'test/main/**/*.test.ts',
            'test/scripts/**/*.test.ts',
            'test/tooling/**/*.test.ts',
          ],
          testTimeout: 30_000,
        },
      },
      {
        plugins: [vue()],
        resolve: { alias },
        define: {
          __VUE_I18N_FULL_INSTALL__: true,
          __VUE_I18N_LEGACY_API__: false,
          __INTLIFY_PROD_DEVTOOLS__: false,
        },
        test: {
          name: 'renderer',
          environment: 'happy-dom',
          include: ['test/renderer/**/*.test.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          environment: 'node',
          globalSetup: ['test/build-once.ts'],
          include: ['test/e2e/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
