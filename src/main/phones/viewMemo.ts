// What every phone page of a night reads alike (its players' names, its standings) and each page's
// view as sent, computed once per change rather than once per page or per read: a room of 300
// reads its views all at once after each result. Every push clears it (all that changes a view is
// pushed, and a phone joining its table is told with `forget`); an entry also ages out, so a change
// nobody pushes (a name edited in the roster) still shows within seconds.
import type { PushHub } from '../push'

/** The memo's keys of the table views start with this (each is kept by code and pass). */
export const TABLE_VIEWS = 'table:'

declare const jsonOf: unique symbol
/** A view's JSON text, typed by the view it was made from (only sentView makes one). */
export type ViewJson<V> = string & { readonly [jsonOf]: V }

/** A view as it is sent: the value and its JSON, made once for every page that reads it. */
export interface SentView<V> {
  view: V
  /** The bytes each read sends and each live stream compares. */
  json: ViewJson<V>
}

/** A view with its JSON, serialised once. */
export function sentView<V>(view: V): SentView<V> {
  return { view, json: JSON.stringify(view) as ViewJson<V> }
}

/** How long a value is kept at most, in ms. */
export const MEMO_MAX_AGE_MS = 3_000

/** Values by key, kept until the next push or their age runs out. */
export interface ViewMemo {
  /** The value kept under `key`, or `compute()`'s, kept from now. */
  get<T>(key: string, compute: () => T): T
  /** Drops the values kept under keys starting with `prefix` (every one without): they changed without a push. */
  forget(prefix?: string): void
  /** Stops listening to the pushes. */
  off(): void
}

/** A memo cleared by every push of `push`; `now` is the clock (ms). */
export function viewMemo(push: PushHub, now: () => number = () => performance.now()): ViewMemo {
  const kept = new Map<string, { value: unknown; at: number }>()
  const off = push.subscribe(() => kept.clear())
  return {
    get<T>(key: string, compute: () => T): T {
      const hit = kept.get(key)
      const at = now()
      if (hit && at - hit.at < MEMO_MAX_AGE_MS) return hit.value as T
      const value = compute()
      kept.set(key, { value, at })
      return value
    },
    forget(prefix) {
      if (prefix === undefined) kept.clear()
      else for (const key of kept.keys()) if (key.startsWith(prefix)) kept.delete(key)
    },
    off,
  }
}
