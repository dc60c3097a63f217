import { resolve } from 'node:path'
import vue from '@vitejs/plugin-vue'
import { defineConfig } from 'vitest/config'

const alias = {
  '@shared': resolve(import.meta.dirname, 'src/shared'),
  '@renderer': resolve(import.meta.dirname, 'src/renderer/src'),
}

// Stress, simulation, attack and whole-document sweeps: their own project, so the unit loop stays
// fast (`npm run test:unit`); `npm test` and `npm run test:deep` still run them.
const HEAVY = [
  'test/scripts/stress.test.ts',
  'test/scripts/lanAttack.test.ts',
  'test/shared/bunco/soloSimulation.test.ts',
  'test/shared/bunco/ruleStatements.test.ts',
  'test/main/pdf/tallySlots.test.ts',
  'test/main/pdf/overflow.test.ts',
  'test/main/pdf/phoneQr.test.ts',
  'test/main/pdf/documents.test.ts',
  'test/main/pdf/printables.test.ts',
  'test/main/pdf/printableLayouts.test.ts',
]

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
          exclude: HEAVY,
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'heavy',
          environment: 'node',
          globalSetup: ['test/build-once.ts'],
          include: HEAVY,
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
