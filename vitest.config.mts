import { resolve } from 'node:path'
import vue from '@vitejs/plugin-vue'
import { defineConfig } from 'vitest/config'

const alias = {
  '@shared': resolve(import.meta.dirname, 'src/shared'),
  '@renderer': resolve(import.meta.dirname, 'src/renderer/src'),
}

// Stress, simulation, attack and whole-document sweeps, and every test that runs another program
// (poppler, dpdm, ESLint, strace, git, electron-builder, npm): their own project, so the unit loop
// stays fast (`npm run test:unit`); `npm test` and `npm run test:deep` still run them.
const HEAVY = [
  'test/scripts/stress.test.ts',
  'test/scripts/lanAttack.test.ts',
  'test/scripts/clubCheck.test.ts',
  'test/scripts/eventCheck.test.ts',
  'test/scripts/syncCheck.test.ts',
  'test/scripts/startCheck.test.ts',
  'test/shared/bunco/soloSimulation.test.ts',
  'test/shared/bunco/ruleStatements.test.ts',
  // PDFs read back by poppler's programs, and the page layouts' sweeps
  'test/main/print/pdf/**/*.test.ts',
  'test/main/club/clubPrint.test.ts',
  // the fsync-per-action trace (strace)
  'test/main/db/fsync.test.ts',
  // a club folder of 10,000 junk files, links, a pipe and a nesting bomb
  'test/main/sync/folderJunk.test.ts',
  // rooms of connections on a real socket
  'test/main/phones/connections.test.ts',
  'test/main/phones/idle-room.test.ts',
  // import circles (dpdm) and the lint rules (an ESLint instance per case)
  'test/tooling/importCycles.test.ts',
  'test/tooling/lint-rules.test.ts',
  'test/tooling/distBuilds.test.ts',
  'test/tooling/startPath.test.ts',
  'test/tooling/crlfCheckout.test.ts',
]

// Files that mock modules (electron) or the clock: they run isolated, each in a fresh module graph.
const MOCKING = [
  'test/main/boot.test.ts',
  'test/main/boot-damaged.test.ts',
  'test/main/boot-refused.test.ts',
  'test/main/boot-start-failed.test.ts',
  'test/main/boot-data-folder.test.ts',
  'test/main/shell/previewWindow.test.ts',
]

export default defineConfig({
  test: {
    // both cores: the unit projects run in worker threads, two files at a time
    maxWorkers: 2,
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
          exclude: [...HEAVY, ...MOCKING],
          pool: 'threads',
          // the files share one module graph per worker (nothing here mocks a module): the
          // engine, main and the PDF fonts load once per worker, not once per file
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'boot',
          environment: 'node',
          globalSetup: ['test/build-once.ts'],
          include: MOCKING,
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
          // after the unit projects, beside the e2e files: one heavy file and one e2e file (or two
          // of either) at a time, so neither long queue waits for the other on a 2-core machine
          sequence: { groupOrder: 1 },
          maxWorkers: 2,
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
          pool: 'threads',
          // the host's screens, and the phones' own pages (src/phone)
          include: ['test/renderer/**/*.test.ts', 'test/phone/**/*.test.ts'],
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
          // a page hears of a change in its own time: on a loaded 2-core machine more than
          // expect.poll's one second (a fresh-clone CI run looked at the TV once too soon)
          expect: { poll: { timeout: 10_000 } },
          // the same group as the heavy project (see there): each file has its own Chromium,
          // bridge, ports and data folders, so two can run at once
          sequence: { groupOrder: 1 },
          maxWorkers: 2,
        },
      },
    ],
  },
})
