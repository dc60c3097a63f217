// Main's side of the import worker: one worker thread per file, progress passed on, the answer
// (or the refusal) turned back into values and errors.
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { Worker } from 'node:worker_threads'
import { AppError } from '@shared/app-error'
import type { Language } from '@shared/settings'
import type { CheckedNight, OnProgress } from './checkNightFile'
import { fromErrorData, isWorkerReply, type CheckRequest } from './protocol'

/** How to start the worker: a script file, or code to evaluate. */
export interface WorkerScript {
  source: string
  eval: boolean
}

/**
 * The worker's script: beside the bundle in the app (out/main/importWorker.js). From the sources:
 * under tsx (scripts, the e2e bridge process) the TypeScript entry, through tsx's require hook
 * (a worker does not inherit the loader); under Vitest the bundle its run built first.
 */
export function importWorkerScript(): WorkerScript {
  const bundled = join(__dirname, 'importWorker.js')
  if (existsSync(bundled)) return { source: bundled, eval: false }
  const entry = join(__dirname, 'worker.ts')
  if (existsSync(entry) && process.execArgv.some((arg) => arg.includes('tsx'))) {
    return { source: `require('tsx/cjs'); require(${JSON.stringify(entry)})`, eval: true }
  }
  return { source: resolve(__dirname, '../../../../out/main/importWorker.js'), eval: false }
}

// A hostile file must not take the app's memory with it: the worker's heap is bounded.
const LIMITS = { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 64 }

/** Checks a night file in a worker thread; resolves with the checked night or rejects its AppError. */
export function checkInWorker(
  json: string,
  language: Language,
  onProgress: OnProgress,
  script = importWorkerScript(),
): Promise<CheckedNight> {
  return new Promise((done, fail) => {
    let settled = false
    const worker = new Worker(script.source, { eval: script.eval, resourceLimits: LIMITS })
    const finish = (outcome: () => void): void => {
      if (settled) return
      settled = true
      outcome()
      void worker.terminate()
    }
    const broken = (detail: string): AppError =>
      new AppError('internal', 'errors.importFailed', { detail: detail.slice(0, 200) })
    worker.on('message', (message: unknown) => {
      if (!isWorkerReply(message)) return finish(() => fail(broken('unexpected reply')))
      if (message.type === 'progress') onProgress(message.done, message.total)
      else if (message.type === 'checked') finish(() => done(message.night))
      else finish(() => fail(fromErrorData(message.error)))
    })
    worker.on('error', (err) => finish(() => fail(broken(String(err)))))
    worker.on('exit', (code) => finish(() => fail(broken(`worker exited with ${code}`))))
    const request: CheckRequest = { json, language }
    worker.postMessage(request)
  })
}
