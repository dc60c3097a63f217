// What the club benches share: a laptop of their own (a main context over a new store, backups
// after rounds off) and their numeric options.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createMainContext, type MainContext } from '../../src/main/context'
import type { Call } from '../../test/drivers/night-driver'

/** A bench option `--name N` (a positive whole number), or the fallback. */
export function option(argv: string[], name: string, fallback: number): number {
  const i = argv.indexOf(`--${name}`)
  const value = i >= 0 ? Number(argv[i + 1]) : fallback
  return Number.isInteger(value) && value > 0 ? value : fallback
}

/** A laptop for a bench: its main context over a store in a new temporary folder. */
export function benchLaptop(prefix: string): { ctx: MainContext; call: Call } {
  const ctx = createMainContext({
    dataFolder: mkdtempSync(join(tmpdir(), prefix)),
    locales: ['en-US'],
    version: 'bench',
    backupEachRound: false,
  })
  return { ctx, call: (name, args) => ctx.dispatch(name, args) }
}
