// The import worker's bundle must never load Electron (a worker thread cannot): its files and the
// chunks they require are read from out/main, as built for this run by test/build-once.ts.
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(__dirname, '../..')
const out = join(root, 'out/main')

/** Every local file a built file requires, followed through, the file itself first. */
function loaded(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return []
  seen.add(file)
  const text = readFileSync(join(out, file), 'utf8')
  const local = [...text.matchAll(/require\("\.\/([^"]+)"\)/g)].map((m) => {
    const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : ''
    return join(dir, m[1]!).replaceAll('\\', '/')
  })
  return [file, ...local.flatMap((f) => loaded(f, seen))]
}

// a run-time import of Electron (not `import type`)
// (no quote between `import` and `from`: the match never runs over another import's module)
const RUNTIME_ELECTRON = /^import (?!type\b)[^']*from 'electron'/m

function mainFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? mainFiles(join(dir, e.name))
      : e.name.endsWith('.ts')
        ? [join(dir, e.name)]
        : [],
  )
}

describe('the import worker bundle', () => {
  it('loads neither Electron nor the main entry, only the shared chunk', () => {
    const files = loaded('importWorker.js')
    expect(files).not.toContain('index.js')
    for (const f of files) {
      expect(readFileSync(join(out, f), 'utf8'), f).not.toContain('require("electron")')
    }
  })

  it('every main file that imports Electron at run time is kept out of the shared chunk', () => {
    const config = readFileSync(join(root, 'electron.vite.config.ts'), 'utf8')
    const listed = /const ELECTRON_FILES =\s*\/(.+)\/\n/.exec(config)![1]!
    const pattern = new RegExp(listed)
    const users = mainFiles(join(root, 'src/main')).filter((f) =>
      RUNTIME_ELECTRON.test(readFileSync(f, 'utf8')),
    )
    expect(users.length).toBeGreaterThan(3)
    for (const f of users) expect(pattern.test(f), f).toBe(true)
  })
})
