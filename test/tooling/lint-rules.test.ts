// The layering rule must bite: src/shared may not import runtime-specific modules.
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: process.cwd() })

async function restrictedImports(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => m.message)
}

describe('src/shared purity rule', () => {
  it.each([
    "import { app } from 'electron'\nexport const x = app\n",
    "import { readFileSync } from 'node:fs'\nexport const x = readFileSync\n",
    "import { ref } from 'vue'\nexport const x = ref\n",
    "import { defineStore } from 'pinia'\nexport const x = defineStore\n",
    "import Database from 'better-sqlite3'\nexport const x = Database\n",
    "import { join } from 'path'\nexport const x = join\n",
  ])('rejects %s', async (code) => {
    expect(await restrictedImports(code, 'src/shared/bunco/example.ts')).toHaveLength(1)
  })

  it('allows pure imports in src/shared and runtime imports elsewhere', async () => {
    expect(
      await restrictedImports("import { z } from 'zod'\nexport const x = z\n", 'src/shared/x.ts'),
    ).toEqual([])
    expect(
      await restrictedImports(
        "import { app } from 'electron'\nexport const x = app\n",
        'src/main/x.ts',
      ),
    ).toEqual([])
  })

  it('keeps the preload free of anything but electron', async () => {
    expect(
      await restrictedImports("import { z } from 'zod'\nexport const x = z\n", 'src/preload/x.ts'),
    ).toHaveLength(1)
  })
})
