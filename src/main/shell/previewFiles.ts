// PDF previews are files the viewer window opens. They live in one temp folder per run of the
// app, deleted on quit; a run that crashed leaves its folder, swept at the next start.
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const PREFIX = 'bunco-night-preview-'
// `<prefix><pid>-<random>`: the pid tells whether the run that made it is still running.
const RUN_FOLDER = /^bunco-night-preview-(\d+)-[\w]+$/

let runFolder: string | undefined

/** Writes a PDF for the preview window into this run's folder; returns its path. */
export async function writePreviewFile(fileName: string, content: Uint8Array): Promise<string> {
  runFolder ??= mkdtempSync(join(tmpdir(), `${PREFIX}${process.pid}-`))
  // A folder per preview: the same document opened twice never overwrites one still shown.
  const folder = await mkdtemp(join(runFolder, 'pdf-'))
  const path = join(folder, fileName)
  await writeFile(path, content)
  return path
}

/** Deletes this run's preview files (on quit). */
export function removePreviewFiles(): void {
  if (runFolder === undefined) return
  try {
    rmSync(runFolder, { recursive: true, force: true })
    runFolder = undefined
  } catch {
    // A file the viewer still holds (Windows): the next start's sweep removes it.
  }
}

function isRunning(pid: number): boolean {
  if (pid === process.pid) return true
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    // EPERM: a process of another user has that pid; it is running.
    return err instanceof Error && 'code' in err && err.code === 'EPERM'
  }
}

/** Deletes preview folders left by runs of the app that are no longer running; returns them. */
export function sweepPreviewFiles(folder = tmpdir()): string[] {
  let names: string[]
  try {
    names = readdirSync(folder)
  } catch {
    return []
  }
  const swept: string[] = []
  for (const name of names) {
    const pid = Number(RUN_FOLDER.exec(name)?.[1] ?? 0)
    if (pid === 0 || isRunning(pid)) continue
    const path = join(folder, name)
    try {
      // Only folders of this user: /tmp is shared on Linux.
      const stat = statSync(path)
      if (!stat.isDirectory() || (process.getuid && stat.uid !== process.getuid())) continue
      rmSync(path, { recursive: true, force: true })
      swept.push(path)
    } catch {
      // Gone already, or not ours to delete.
    }
  }
  return swept
}
