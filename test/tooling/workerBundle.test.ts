// The import worker's bundle must never load Electron (a worker thread cannot) nor the main
// entry: it is one self-contained file that requires only Node's own modules. Read from out/main
// as built for this run by test/build-once.ts.
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { Worker } from 'node:worker_threads'
import { describe, expect, it } from 'vitest'

const file = join(resolve(__dirname, '../..'), 'out/main/importWorker.js')

describe('the import worker bundle', () => {
  it('requires only Node built-ins: no Electron, no main entry, no shared chunk', () => {
    const required = [...readFileSync(file, 'utf8').matchAll(/require\("([^"]+)"\)/g)].map(
      (m) => m[1]!,
    )
    expect(required.length).toBeGreaterThan(0)
    for (const id of required) expect(id, id).toMatch(/^node:/)
  })

  it('starts in a worker thread and answers a check', async () => {
    const worker = new Worker(file)
    try {
      const reply = await new Promise<unknown>((ok, fail) => {
        worker.on('error', fail)
        worker.on('message', ok)
        worker.postMessage({ type: 'check', json: '{}', language: 'en' })
      })
      expect(reply).toMatchObject({ type: expect.stringMatching(/progress|refused/) })
    } finally {
      await worker.terminate()
    }
  })
})
