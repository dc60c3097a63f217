import { UNDO, undoTargetOf } from './eventRows'
import type { EventRow } from './eventsRepo'

/** The type of an undo marker's row. */
export { UNDO }

/** The newest action that can still be undone (never the night's creation). */
export function undoTarget(events: readonly EventRow[]): EventRow | undefined {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i] as EventRow
    if (e.type !== UNDO && e.type !== 'create' && e.undone_by === null) return e
  }
  return undefined
}

/**
 * The action a redo would bring back: undone actions stack up, a redo takes the top one, and
 * any new action (not itself a redo) empties the stack, as in every editor.
 */
export function redoTarget(events: readonly EventRow[]): EventRow | undefined {
  const byId = new Map(events.map((e) => [e.id, e]))
  const top = redoStack(events).at(-1)
  return top === undefined ? undefined : byId.get(top)
}

/**
 * The ids a redo would bring back, the next one last. Any run of the log that starts after a
 * plain action gives the same stack as the whole log, since that action emptied it.
 */
export function redoStack(events: readonly EventRow[]): number[] {
  const stack: number[] = []
  for (const e of events) {
    if (e.type === UNDO) {
      stack.push(undoTargetOf(e))
    } else if (e.redo_of !== null) {
      stack.pop()
    } else {
      stack.length = 0
    }
  }
  return stack
}

/** The actions that make up the night now: every action not undone, oldest first. */
export function activeActions(events: readonly EventRow[]): EventRow[] {
  return events.filter((e) => e.type !== UNDO && e.undone_by === null)
}
