// Tests drive the app through test/drivers; only the tests of a script (test/scripts, the
// tooling's checks of builds and packages, the fixtures' own check) read files under scripts/.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(__dirname, '../..')

/** Every TypeScript file under a folder. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name)
    if (e.isDirectory()) return sources(path)
    return e.name.endsWith('.ts') ? [path] : []
  })
}

// the places whose job is to test a script
const SCRIPT_TESTS = [
  /^test\/scripts\//,
  /^test\/tooling\//,
  /^test\/main\/db\/schema-fixtures\.test\.ts$/,
]

const IMPORT = /(?:from\s+|import\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g

/** The imports of a file (by its path from the root and its text) that land under scripts/. */
export function scriptImports(path: string, text: string): string[] {
  return [...text.matchAll(IMPORT)]
    .map((m) => relative(root, resolve(root, dirname(path), m[1] as string)))
    .filter((target) => target.startsWith('scripts/'))
}

describe('what tests import', () => {
  it('takes no helper from scripts/ outside the tests of scripts', () => {
    const files = sources(join(root, 'test'))
      .map((path) => relative(root, path))
      .filter((path) => !SCRIPT_TESTS.some((p) => p.test(path)))
    expect(files.length).toBeGreaterThan(100)
    const offenders = files.filter(
      (path) => scriptImports(path, readFileSync(join(root, path), 'utf8')).length > 0,
    )
    expect(offenders).toEqual([])
  })

  it('catches a static and a dynamic import of a script, and not a driver', () => {
    const at = 'test/main/night/x.test.ts'
    expect(scriptImports(at, "import { must } from '../../../scripts/lib/stats'")).toEqual([
      'scripts/lib/stats',
    ])
    expect(scriptImports(at, "await import('../../../scripts/bench/store')")).toEqual([
      'scripts/bench/store',
    ])
    expect(scriptImports(at, "import { must } from '../../drivers/night-driver'")).toEqual([])
  })
})
