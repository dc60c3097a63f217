// The test bridge started as a child process, so a test can kill it (SIGKILL) and start it again.
import { spawn, type ChildProcess } from 'node:child_process'
import { resolve } from 'node:path'

const root = resolve(__dirname, '../..')

/** A bridge process and the URL it serves. */
export interface BridgeChild {
  child: ChildProcess
  url: string
}

/** Starts bridge-process.ts on `dataFolder` (port 0: any free port); resolves once it serves. */
export function startBridgeChild(dataFolder: string, port: number): Promise<BridgeChild> {
  return new Promise((ok, fail) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'test/e2e/bridge-process.ts', dataFolder, String(port)],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
    )
    child.stdout?.on('data', (chunk: Buffer) => {
      const m = /BRIDGE (\S+)/.exec(chunk.toString())
      if (m?.[1]) ok({ child, url: m[1] })
    })
    child.on('exit', (code) => fail(new Error(`bridge exited ${String(code)}`)))
  })
}
