// No source file grows past 400 lines: a longer one is split by what it does. Translation files
// (src/shared/i18n) are tables of texts and may be longer.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(__dirname, '../..')
/** The folders whose files are held to the limit. */
const CHECKED_ROOTS = ['src/main', 'src/preload', 'src/shared', 'src/renderer', 'src/phone']
const LIMIT = 400
const SOURCE = /\.(ts|vue|css)$/
const TRANSLATIONS = 'src/shared/i18n/'

/** Every source file under a folder, as a path from the repository's root. */
function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .map((file) =>
      relative(root, join(root, folder, file))
        .split('\\')
        .join('/'),
    )
    .filter((file) => SOURCE.test(file) && !file.startsWith(TRANSLATIONS))
}

function lineCount(file: string): number {
  return readFileSync(join(root, file), 'utf8').replace(/\n$/, '').split('\n').length
}

describe('file sizes', () => {
  it(`keeps every .ts, .vue and .css file in ${CHECKED_ROOTS.join(', ')} to ${LIMIT} lines`, () => {
    const files = CHECKED_ROOTS.flatMap(sourceFiles)
    expect(files.length).toBeGreaterThan(50)
    const tooLong = files
      .map((file) => ({ file, lines: lineCount(file) }))
      .filter(({ lines }) => lines > LIMIT)
      .map(({ file, lines }) => `${file}: ${lines} lines`)
    expect(tooLong).toEqual([])
    // translations are left out, and only they
    expect(files.some((f) => f.startsWith(TRANSLATIONS))).toBe(false)
    expect(files).toContain('src/main/phones/serverLifecycle.ts')
    expect(files).toContain('src/main/night/nightActions.ts')
  })
})
