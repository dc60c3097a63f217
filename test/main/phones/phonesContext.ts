// A main context whose phones can only be switched on at 127.0.0.1, kept in `open` so the
// test's afterEach stops its server and closes it; and a typed caller for its dispatch.
import { afterEach } from 'vitest'
import type { Call } from '../../drivers/night-driver'
import { loopbackContext } from '../../drivers/phones-night'
import type { MainContext } from '../../../src/main/context'
import { tempFolder } from '../helpers'
import { stopServer } from '../../../src/main/phones/serverLifecycle'

/** A fresh context over a temp store, phones on loopback only, pushed onto `open`. */
export function phonesContext(
  open: MainContext[],
  options: { backupEachRound?: boolean } = {},
): { ctx: MainContext; call: Call } {
  const made = loopbackContext({
    dataFolder: tempFolder(),
    locales: ['en-US'],
    version: '0.1.0',
    ...options,
  })
  open.push(made.ctx)
  return made
}

/** The contexts a test file opens: each one's phones stopped and the context closed after each test. */
export function closedAfterEach(): MainContext[] {
  const open: MainContext[] = []
  afterEach(async () => {
    for (const ctx of open.splice(0)) {
      await stopServer(ctx.phones)
      ctx.close()
    }
  })
  return open
}
