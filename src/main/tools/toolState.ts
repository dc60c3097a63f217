import { AppError } from '@shared/app-error'
import type { z } from 'zod'
import type { Db } from '../db/connection'
import { keyValueRepo } from '../db/keyValueRepo'

/** The app-state keys the table tools keep their state under. */
export const TOOL_KEYS = {
  keeper: 'tool.keeper',
  solo: 'tool.solo',
  soloSettings: 'tool.soloSettings',
  diceSettings: 'tool.diceSettings',
  diceRoll: 'tool.diceRoll',
  timer: 'tool.timer',
} as const

/** One tool's saved value: read back checked, written at once (each write is its own commit). */
export interface ToolSlot<T> {
  read(): T | null
  write(value: T): void
  clear(): void
}

/**
 * A slot for one key: a value that no longer parses (an older shape, a damaged row) reads as
 * nothing, and `check` may refuse one that parses but does not hold together.
 */
export function toolSlot<S extends z.ZodType>(
  db: Db,
  key: string,
  schema: S,
  check: (value: z.output<S>) => z.output<S> = (v) => v,
  log: (err: unknown) => void = () => undefined,
): ToolSlot<z.output<S>> {
  const state = keyValueRepo(db, 'app_state')
  return {
    read() {
      try {
        const raw = state.get(key)
        if (raw === undefined) return null
        return check(schema.parse(raw))
      } catch (err) {
        log(err)
        return null
      }
    },
    write(value) {
      state.set(key, value)
    },
    clear() {
      state.remove(key)
    },
  }
}

/** The slot's value; a missing (or unreadable) one is refused as not found, said by `missing`. */
export function slotValue<T>(slot: ToolSlot<T>, missing: string): T {
  const value = slot.read()
  if (value === null) throw new AppError('not-found', missing)
  return value
}
