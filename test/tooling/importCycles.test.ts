// No import circles anywhere in src: dpdm (a maintained dependency analyser) follows every
// import, type-only ones too, from each entry and every shared module.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(__dirname, '../..')
const dpdm = join(root, 'node_modules/dpdm/lib/bin/dpdm.js')

/** Runs dpdm on these files; returns its exit code and what it printed. */
function circles(files: string[], tsconfig: string, cwd = root): { code: number; out: string } {
  try {
    const out = execFileSync(
      process.execPath,
      [
        dpdm,
        '--no-warning',
        '--no-tree',
        '--exit-code',
        'circular:1',
        '--tsconfig',
        tsconfig,
        ...files,
      ],
      { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    )
    return { code: 0, out }
  } catch (err) {
    const failed = err as { status: number; stdout: string }
    return { code: failed.status, out: failed.stdout }
  }
}

describe('import circles', () => {
  it('main, the preload, the phone page and every shared module import in one direction', () => {
    const found = circles(
      ['src/main/index.ts', 'src/preload/index.ts', 'src/phone/main.ts', 'src/shared/**/*.ts'],
      'tsconfig.node.json',
    )
    expect(found.out).toContain('no circular dependency')
    expect(found.code).toBe(0)
  })

  it('the renderer’s modules import in one direction', () => {
    const found = circles(['src/renderer/src/**/*.ts'], 'tsconfig.web.json')
    expect(found.out).toContain('no circular dependency')
    expect(found.code).toBe(0)
  })

  it('finds a circle, even one made of type imports', () => {
    const folder = mkdtempSync(join(tmpdir(), 'bunco-cycles-'))
    writeFileSync(join(folder, 'a.ts'), "import type { B } from './b'\nexport type A = B[]\n")
    writeFileSync(join(folder, 'b.ts'), "import type { A } from './a'\nexport type B = { a: A }\n")
    writeFileSync(join(folder, 'tsconfig.json'), '{"compilerOptions":{"strict":true}}')
    const found = circles(['a.ts'], 'tsconfig.json', folder)
    expect(found.code).toBe(1)
    expect(found.out).toMatch(/a\.ts -> b\.ts/)
  })
})
