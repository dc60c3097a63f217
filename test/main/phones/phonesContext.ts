// A main context whose phones can only be switched on at 127.0.0.1, kept in `open` so the
// test's afterEach stops its server and closes it; and a typed caller for its dispatch.
import type { Call } from '../../../scripts/lib/night-driver'
import { createMainContext, type MainContext } from '../../../src/main/context'
import { tempFolder } from '../helpers'

/** A fresh context over a temp store, phones on loopback only, pushed onto `open`. */
export function phonesContext(
  open: MainContext[],
  options: { backupEachRound?: boolean } = {},
): { ctx: MainContext; call: Call } {
  const ctx = createMainContext({
    dataFolder: tempFolder(),
    locales: ['en-US'],
    version: '0.1.0',
    ...options,
    lanAddresses: () => [{ name: 'loopback', address: '127.0.0.1', likely: true }],
  })
  open.push(ctx)
  return { ctx, call: (name, args) => ctx.dispatch(name, args) }
}
