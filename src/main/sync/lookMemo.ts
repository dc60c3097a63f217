// What a store already took from its club folders, so a look that finds nothing new does little:
// segments whose every change it holds, night files it already followed from the entry it is at,
// and the nights as it last wrote them. Bounded, per store.
import { perStore } from '../db/perStore'
import { bounded, type Bounded } from './bounded'

/** One store's memory of its looks. */
export interface LookMemo {
  /** Segments (by checksum) whose every change this store holds. */
  absorbed: Bounded<string, true>
  /** Night files (night, laptop, digest) already followed, and the entry this laptop was at. */
  followed: Bounded<string, string>
  /** Each night's file as last written here: the entry it was at, its entries, its digest. */
  written: Bounded<string, string>
}

/** The memory of a store's looks. */
export const lookMemo = perStore((): LookMemo => ({
  absorbed: bounded(8192),
  followed: bounded(8192),
  written: bounded(4096),
}))

/** Forgets what a store's looks remembered (a look that failed may have remembered too much). */
export function forgetLooks(memo: LookMemo): void {
  memo.absorbed.clear()
  memo.followed.clear()
  memo.written.clear()
}
