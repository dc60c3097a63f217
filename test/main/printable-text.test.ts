// Names, titles, venues and notes refuse control characters and bidirectional overrides with a
// message in the host's language that names the character, and nothing is saved.
import type { CallName } from '@shared/contract'
import type { AddedPerson, NightView } from '@shared/views'
import { describe, expect, it } from 'vitest'
import { must } from '../drivers/night-driver'
import { freshStore, snapshot } from './night/helpers'

const FORBIDDEN = [
  '\u0000',
  '\u0007',
  '\n',
  '\u007f',
  '\u0085',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
]

const code = (c: string): string =>
  `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`

describe('printable text', () => {
  it('refuses every control character and direction override in every text field', async () => {
    const { ctx, call } = freshStore()
    const ann = await must<AddedPerson>(call, 'roster:add', { name: 'Ann' })
    const night = await must<NightView>(call, 'night:create', { title: 'Fri', date: '2026-01-09' })
    const before = snapshot(ctx)
    for (const c of FORBIDDEN) {
      const bad = `Ann${c}Lee`
      const attempts: [CallName, Record<string, unknown>][] = [
        ['roster:add', { name: bad }],
        ['roster:add', { name: 'Bea', note: bad }],
        ['roster:rename', { id: ann.person.id, name: bad }],
        ['roster:rename', { id: ann.person.id, name: 'Ann', note: bad }],
        ['night:create', { title: bad, date: '2026-01-09' }],
        ['night:create', { title: 'Sat', date: '2026-01-10', venue: bad }],
        ['night:setDetails', { nightId: night.id, title: bad }],
        ['night:setDetails', { nightId: night.id, venue: bad }],
        ['night:arriveNew', { nightId: night.id, name: bad }],
      ]
      for (const [name, args] of attempts) {
        const outcome = await call(name, args)
        expect(outcome.ok, `${name} ${code(c)}`).toBe(false)
        if (outcome.ok) continue
        expect(outcome.error.code).toBe('invalid-args')
        expect(outcome.error.message).toContain(`invisible character (${code(c)})`)
      }
    }
    expect(snapshot(ctx)).toBe(before)
    ctx.close()
  })

  it('keeps right-to-left names, emoji of several joined parts, and plain direction marks in notes', async () => {
    const { ctx, call } = freshStore()
    for (const name of ['שרה כהן', 'ليلى', 'Zoë O’Brien', '山田 花子', 'Ann 👩‍👩‍👧', 'Bea 🏳️‍🌈']) {
      const added = await must<AddedPerson>(call, 'roster:add', { name })
      expect(added.person.name).toBe(name)
    }
    const noted = await must<AddedPerson>(call, 'roster:add', { name: 'Cy', note: 'Ann\u200fLee' })
    expect(noted.person.note).toBe('Ann\u200fLee')
    ctx.close()
  })

  it('refuses in a name what shows nothing: zero-width characters and direction marks', async () => {
    const { ctx, call } = freshStore()
    const ann = await must<AddedPerson>(call, 'roster:add', { name: 'Ann' })
    const night = await must<NightView>(call, 'night:create', { title: 'Fri', date: '2026-01-09' })
    const before = snapshot(ctx)
    const invisible = [
      '\u00ad',
      '\u061c',
      '\u200b',
      '\u200c',
      '\u200d',
      '\u200e',
      '\u200f',
      '\u2060',
      '\u3164',
      '\ufeff',
    ]
    for (const c of invisible) {
      // "An‌n" reads as "Ann": one more Ann the host cannot tell apart
      const bad = `An${c}n`
      for (const [name, args] of [
        ['roster:add', { name: bad }],
        ['roster:rename', { id: ann.person.id, name: bad }],
        ['night:arriveNew', { nightId: night.id, name: bad }],
      ] as [CallName, Record<string, unknown>][]) {
        const outcome = await call(name, args)
        expect(outcome.ok, `${name} ${code(c)}`).toBe(false)
        if (!outcome.ok) expect(outcome.error.message).toContain(`invisible character (${code(c)})`)
      }
    }
    expect(snapshot(ctx)).toBe(before)
    ctx.close()
  })

  it.each([
    ['fr', 'Le texte contient un caractère invisible (U+202E)'],
    ['de', 'Der Text enthält ein unsichtbares Zeichen (U+202E)'],
    ['ja', 'テキストに見えない文字 (U+202E) が含まれています'],
  ])('says it in %s', async (language, said) => {
    const { ctx, call } = freshStore()
    await must(call, 'settings:set', { language })
    const outcome = await call('roster:add', { name: 'evil\u202eexe.pdf' })
    expect(outcome.ok || outcome.error.message).toContain(said)
    ctx.close()
  })
})
