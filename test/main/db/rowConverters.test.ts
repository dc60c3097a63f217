// Rows leave the database checked, never cast: an event reads as its action or its undo's
// target, a phone's stored result as a table result, and a damaged row is named.
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { AppError } from '../../../src/shared/app-error'
import {
  actionOf,
  isDamagedNight,
  readEvent,
  undoTargetOf,
} from '../../../src/main/night/eventRows'
import type { EventRow } from '../../../src/main/night/eventsRepo'
import { resultOf } from '../../../src/main/phones/phonesRepo'

const row = (type: string, payload: string): EventRow => ({
  id: 7,
  night_id: 3,
  type,
  payload,
  created_at: '2026-12-01T20:00:00.000Z',
  undone_by: null,
  redo_of: null,
})

describe('event rows', () => {
  it('read as their action or their undo’s target', () => {
    const finish = row('finish', '{"type":"finish"}')
    expect(readEvent(finish)).toEqual({ kind: 'action', action: { type: 'finish' } })
    expect(actionOf(finish)).toEqual({ type: 'finish' })
    expect(undoTargetOf(row('undo', '{"target":5}'))).toBe(5)
  })

  it('name what is wrong with a damaged row, and refuse it as a damaged night', () => {
    expect(readEvent(row('finish', '{not json'))).toMatchObject({
      kind: 'damaged',
      problem: { key: 'errors.store.damage.notJson' },
    })
    expect(readEvent(row('start', '{"type":"finish"}'))).toMatchObject({
      kind: 'damaged',
      problem: { key: 'errors.store.damage.notAction', params: { where: 'type' } },
    })
    expect(readEvent(row('undo', '{"target":"x"}'))).toMatchObject({ kind: 'damaged' })
    let thrown: unknown
    try {
      actionOf(row('undo', '{"target":5}'))
    } catch (err) {
      thrown = err
    }
    expect(isDamagedNight(thrown)).toBe(true)
    expect((thrown as AppError).params).toMatchObject({ night: 3, event: 7 })
  })
})

describe('a phone’s stored result', () => {
  it('reads as a table result, and a damaged one is named', () => {
    expect(resultOf({ id: 1, result: '{"table":2,"winner":"EW"}' })).toEqual({
      table: 2,
      winner: 'EW',
    })
    for (const bad of ['{"table":2}', 'nope', '{"table":2,"winner":"EW","extra":1}']) {
      expect(() => resultOf({ id: 4, result: bad })).toThrow(AppError)
    }
  })
})

describe('main', () => {
  it('never casts what JSON.parse returns', () => {
    const root = resolve(__dirname, '../../../src/main')
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('.ts'),
    )
    const casts = files.filter((f) =>
      /JSON\.parse\([^;]*?\)\s+as\s/.test(readFileSync(join(root, f), 'utf8')),
    )
    expect(casts).toEqual([])
  })
})
