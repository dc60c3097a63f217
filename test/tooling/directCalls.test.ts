// Components, views and lib/ reach main only through Pinia stores (STYLE.md lessons 9, 25, 29:
// one owner per write, server state in a store): a `call(` of the api module anywhere else in the
// renderer is a second owner of that state. A file allowed to call main itself would be named
// below with how many calls it keeps and why; none is: a new caller, or one more call, fails.
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const renderer = resolve(__dirname, '../../src/renderer/src')

/** The files allowed to call main themselves (path under src/renderer/src → most calls). */
const ALLOWED: Record<string, number> = {}

/** Where main may be called from: the stores, and the two modules that wrap the bridge. */
const OWNERS = /^(stores\/|api\.ts$|push\.ts$)/

/** The names a source gives the api module's call function (its own, or an alias). */
function callNames(source: string): { plain: string[]; spaces: string[] } {
  const plain: string[] = []
  const spaces: string[] = []
  const fromApi = `\\s+from\\s+['"](?:[./]*|@renderer/)api['"]`
  for (const [, list = ''] of source.matchAll(new RegExp(`import\\s+\\{([^}]*)\\}${fromApi}`, 'g')))
    for (const item of list.split(',')) {
      const [name, alias] = item.trim().split(/\s+as\s+/)
      if (name === 'call') plain.push(alias ?? name)
    }
  for (const [, space = ''] of source.matchAll(
    new RegExp(`import\\s+\\*\\s+as\\s+(\\w+)${fromApi}`, 'g'),
  ))
    spaces.push(space)
  return { plain, spaces }
}

/**
 * How many times a source calls main itself: the api module's `call` under whatever name it is
 * imported, `api.call` through a namespace import, and the bridge's own `window.bunco.call`.
 */
function directCalls(source: string): number {
  const { plain, spaces } = callNames(source)
  const uses = [
    ...plain.map((name) => new RegExp(`(?<![\\w.$])${name}\\s*\\(`, 'g')),
    ...spaces.map((space) => new RegExp(`\\b${space}\\.call\\s*\\(`, 'g')),
    /\bbunco\s*\.\s*call\b/g,
  ]
  return uses.reduce((sum, use) => sum + [...source.matchAll(use)].length, 0)
}

/** Every .vue and .ts file of the renderer outside the stores, by path under src/renderer/src. */
function rendererFiles(): Map<string, string> {
  const files = readdirSync(renderer, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split('\\').join('/'))
    .filter((file) => /\.(vue|ts)$/.test(file) && !OWNERS.test(file))
  return new Map(files.map((file) => [file, readFileSync(join(renderer, file), 'utf8')]))
}

/** The files that call main more often than they are allowed to, with their counts. */
function offenders(files: Map<string, string>, allowed = ALLOWED): string[] {
  return [...files]
    .map(([file, source]) => ({ file, calls: directCalls(source) }))
    .filter(({ file, calls }) => calls > (allowed[file] ?? 0))
    .map(({ file, calls }) => `${file}: ${calls} direct call(s), ${allowed[file] ?? 0} allowed`)
}

describe('direct calls to main outside the stores', () => {
  it('are only those of the files still allowed, and no more of them', () => {
    const files = rendererFiles()
    expect(files.size).toBeGreaterThan(80)
    expect(files.has('views/NightScreen.vue')).toBe(true)
    expect(offenders(files)).toEqual([])
  })

  it('catches a new component that calls main, and one more call in an allowed file', () => {
    const files = rendererFiles()
    const sneaky = `<script setup lang="ts">
import { ApiError, call } from '../api'
void call('night:list').catch((e: unknown) => e instanceof ApiError)
</script>`
    files.set('components/Sneaky.vue', sneaky)
    const wifi = files.get('components/PartyWifi.vue') ?? ''
    const asking = `import { call } from '../api'\nvoid call('phones:wifi')\n`
    files.set(
      'components/PartyWifi.vue',
      wifi.replace('<script setup lang="ts">\n', (tag) => tag + asking),
    )
    expect(offenders(files)).toEqual([
      'components/PartyWifi.vue: 1 direct call(s), 0 allowed',
      'components/Sneaky.vue: 1 direct call(s), 0 allowed',
    ])
    // a file named with its allowance passes up to it, and not one call more
    expect(offenders(files, { 'components/Sneaky.vue': 1, 'components/PartyWifi.vue': 0 })).toEqual(
      ['components/PartyWifi.vue: 1 direct call(s), 0 allowed'],
    )
  })

  it('counts a call under any name, and not a store action or a type import', () => {
    expect(directCalls(`import { call as ask } from '../../api'\nask('dice:get')`)).toBe(1)
    expect(directCalls(`import * as api from '@renderer/api'\napi.call('dice:get')`)).toBe(1)
    expect(directCalls(`window.bunco.call('dice:get')`)).toBe(1)
    expect(directCalls(`import type { ApiError } from '../api'\nnight.call('x')`)).toBe(0)
    expect(directCalls(`import { call } from '../api'\ndice.call()\nrecall()`)).toBe(0)
    expect(directCalls(`import { useDiceStore } from '../stores/dice'\ndice.roll()`)).toBe(0)
  })
})
