// The smoke test of the packaged app (test/electron), run after `npm run dist` by the workflow:
// not part of `npm test`, which never has a packaged app on our machines.
import { resolve } from 'node:path'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { alias: { '@shared': resolve(import.meta.dirname, 'src/shared') } },
  test: {
    name: 'electron',
    environment: 'node',
    include: ['test/electron/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
})
