// PDF preview files: one folder per run, deleted on quit, left-overs of dead runs swept at start.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  removePreviewFiles,
  sweepPreviewFiles,
  writePreviewFile,
} from '../../../src/main/shell/previewFiles'
import { tempFolder } from '../helpers'

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  })
  return Number(child.stdout)
}

describe('preview files', () => {
  it('writes each preview apart and deletes them all on quit', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.3 test')
    const a = await writePreviewFile('rules.pdf', pdf)
    const b = await writePreviewFile('rules.pdf', pdf)
    expect(a).not.toBe(b)
    expect(readFileSync(a, 'utf8')).toBe('%PDF-1.3 test')
    const run = dirname(dirname(a))
    expect(run).toBe(dirname(dirname(b)))
    expect(run).toMatch(new RegExp(`bunco-night-preview-${process.pid}-\\w+$`))
    removePreviewFiles()
    expect(existsSync(a)).toBe(false)
    expect(existsSync(run)).toBe(false)
    // A later preview starts a new folder.
    const c = await writePreviewFile('cards.pdf', pdf)
    expect(existsSync(c)).toBe(true)
    removePreviewFiles()
    expect(existsSync(c)).toBe(false)
  })

  it('sweeps the folders of runs no longer running, and nothing else', () => {
    const tmp = tempFolder()
    const dead = join(tmp, `bunco-night-preview-${deadPid()}-abc123`)
    const alive = join(tmp, `bunco-night-preview-${process.pid}-def456`)
    const others = [join(tmp, 'bunco-night-previewer'), join(tmp, 'bunco-night-abc')]
    for (const folder of [dead, alive, ...others]) {
      mkdirSync(join(folder, 'pdf-1'), { recursive: true })
      writeFileSync(join(folder, 'pdf-1', 'x.pdf'), 'x')
    }
    writeFileSync(join(tmp, `bunco-night-preview-${deadPid()}-file`), 'a file, not a folder')
    expect(sweepPreviewFiles(tmp)).toEqual([dead])
    expect(existsSync(dead)).toBe(false)
    for (const kept of [alive, ...others]) expect(existsSync(kept)).toBe(true)
    expect(sweepPreviewFiles(join(tmp, 'missing'))).toEqual([])
  })
})
