// The smoke test's PDF reader (PDF.js: no poppler on the Windows and macOS runners) against a real
// score sheet from the print service, and against pdftotext where it is installed.
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { addPeople, startNight } from '../drivers/night-driver'
import { createMainContext } from '../../src/main/context'
import { pdfText } from '../electron/pdfText'
import { tempFolder } from '../main/helpers'

function hasPdftotext(): boolean {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

describe('pdfText', () => {
  it('reads the guests’ names off the score sheets, as pdftotext does', async () => {
    const folder = tempFolder()
    let pdf: Uint8Array = new Uint8Array()
    const ctx = createMainContext({
      dataFolder: folder,
      locales: ['en-US'],
      version: '0.1.0',
      hooks: {
        saveFile: (file) => {
          pdf = file.content as Uint8Array
          return Promise.resolve({ saved: true, path: join(folder, file.fileName) })
        },
      },
    })
    const call = (
      name: Parameters<typeof ctx.dispatch>[0],
      args: unknown,
    ): ReturnType<typeof ctx.dispatch> => ctx.dispatch(name, args)
    const ids = await addPeople(call, 8)
    const night = await startNight(call, ids, { seed: 1, title: 'Smoke night' })
    await call('print:save', { nightId: night.id, kind: 'scoreSheets', blanks: 0 })
    const names = (await ctx.dispatch('roster:list', {})) as {
      ok: true
      value: { name: string }[]
    }
    const text = await pdfText(pdf)
    expect(text).toContain('Smoke night')
    for (const person of names.value) expect(text).toContain(person.name)
    if (hasPdftotext()) {
      const file = join(folder, 'sheets.pdf')
      writeFileSync(file, pdf)
      const poppler = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })
      for (const person of names.value) expect(poppler).toContain(person.name)
    }
    ctx.close()
  })
})
