// The import worker's entry (built to out/main/importWorker.js): checks one night file per
// request, off the main thread, and answers with progress, then the checked night or a refusal.
import { parentPort } from 'node:worker_threads'
import { checkNightFile } from './checkNightFile'
import { errorData, isCheckRequest, type WorkerReply } from './protocol'

const port = parentPort
port?.on('message', (request: unknown) => {
  const reply = (message: WorkerReply): void => port.postMessage(message)
  if (!isCheckRequest(request)) {
    reply({ type: 'refused', error: errorData(new Error('bad request')) })
    return
  }
  try {
    const night = checkNightFile(request.json, request.language, (done, total) =>
      reply({ type: 'progress', done, total }),
    )
    reply({ type: 'checked', night })
  } catch (err) {
    reply({ type: 'refused', error: errorData(err) })
  }
})
