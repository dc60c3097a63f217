// Large batches report progress and give the event loop a turn, so the window never freezes.

/** Lets other work (IPC, window events) run before continuing. */
export function breathe(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve))
}

/** A progress reporter for `total` units that yields to the event loop every `every` units. */
export function progress(
  total: number,
  onProgress?: (done: number, total: number) => void,
  every = 8,
): (done: number) => Promise<void> {
  return async (done) => {
    onProgress?.(done, total)
    if (done % every === 0 && done < total) await breathe()
  }
}
