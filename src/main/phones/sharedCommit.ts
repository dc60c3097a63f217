// Results that reach the laptop together are committed together. A room's tables send at the
// same moment, and each durable commit waits on the disk (synchronous = FULL: an fsync) while
// every other request waits behind it: the sends whose requests arrive in one turn of the
// server's event loop each run in a savepoint of one transaction, and one commit makes them all
// durable. Each phone is answered, and the host and the phones told, only once it is; a send
// refused rolls back its own writes only, and a commit that fails refuses its sends and keeps
// nothing of them.
import { announce, type PhonesContext } from './phonesContext'
import { TABLE_VIEWS } from './viewMemo'

/** Runs `work` in the next shared commit; resolves with its outcome once that is durable. */
export function commitTogether<T>(cx: PhonesContext, work: () => T): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    cx.commit.waiting.push({
      run: () => {
        try {
          const out = cx.store.transaction(work)
          return () => resolve(out)
        } catch (err) {
          return () => reject(err)
        }
      },
      fail: reject,
    })
    // once the requests of this turn of the event loop are all in
    if (cx.commit.waiting.length === 1) setImmediate(() => commitWaiting(cx))
  })
}

/** Commits the sends waiting, each in its own savepoint; then answers them and announces. */
export function commitWaiting(cx: PhonesContext): void {
  const sends = cx.commit.waiting.splice(0)
  if (sends.length === 0) return
  const held = new Set<number>()
  cx.commit.held = held
  let answers: (() => void)[] = []
  try {
    cx.store.transaction(() => {
      answers = sends.map((send) => send.run())
    })
  } catch (err) {
    // nothing of them was kept: what they changed in memory is read from the store again
    cx.commit.held = null
    cx.joins.clear()
    cx.memo.forget(TABLE_VIEWS)
    for (const send of sends) send.fail(err)
    return
  }
  cx.commit.held = null
  for (const nightId of held) announce(cx, nightId)
  for (const answer of answers) answer()
}
