import { describe, expect, it } from 'vitest'
import { AppError } from '../../src/shared/app-error'
import { createMainContext } from '../../src/main/context'
import { SCHEMA_VERSION } from '../../src/main/db/migrations'
import { createDispatch } from '../../src/main/dispatch'
import type { Handlers } from '@shared/contract'
import { tempFolder } from './helpers'

function context(locale = 'en-US'): ReturnType<typeof createMainContext> {
  return createMainContext({ dataFolder: tempFolder(), locales: [locale], version: '9.9.9' })
}

describe('dispatch', () => {
  it('runs a valid call and returns its value', async () => {
    const ctx = context()
    const info = await ctx.dispatch('app:info', {})
    expect(info).toMatchObject({
      ok: true,
      value: { version: '9.9.9', schemaVersion: SCHEMA_VERSION },
    })
    expect(await ctx.dispatch('settings:set', { theme: 'dark' })).toEqual({
      ok: true,
      value: { language: 'en', paperSize: 'letter', theme: 'dark', textSize: 'standard' },
    })
    ctx.close()
  })

  it('treats missing arguments of an argument-less call as {}', async () => {
    const ctx = context()
    expect((await ctx.dispatch('settings:get', undefined)).ok).toBe(true)
    ctx.close()
  })

  it.each([
    ['a wrong type', { language: 7 }],
    ['an unknown value', { language: 'xx' }],
    ['an unknown field', { language: 'fr', colour: 'red' }],
    ['a __proto__ key', JSON.parse('{"__proto__": {"language": "fr"}}')],
    ['an array', ['fr']],
    ['a string', 'fr'],
    ['null', null],
  ])('refuses %s with a clear error and changes nothing', async (_label, payload) => {
    const ctx = context()
    const before = await ctx.dispatch('settings:get', {})
    const outcome = await ctx.dispatch('settings:set', payload)
    expect(outcome.ok).toBe(false)
    if (outcome.ok) return
    expect(outcome.error.code).toBe('invalid-args')
    expect(outcome.error.message).toMatch(/^This could not be saved: /)
    expect(outcome.error.details).toBeInstanceOf(Array)
    expect(await ctx.dispatch('settings:get', {})).toEqual(before)
    ctx.close()
  })

  it('words validation problems in the host language', async () => {
    const ctx = context('fr-FR')
    const outcome = await ctx.dispatch('settings:set', { paperSize: 'A5' })
    expect(outcome.ok).toBe(false)
    if (!outcome.ok) {
      expect(outcome.error.message).toMatch(/^Impossible d’enregistrer : paperSize: /)
      expect(outcome.error.message).toContain('letter')
    }
    ctx.close()
  })

  it('cuts huge payload text out of the message', async () => {
    const ctx = context()
    const outcome = await ctx.dispatch('settings:set', { language: 'x'.repeat(1_000_000) })
    expect(outcome.ok).toBe(false)
    if (!outcome.ok) expect(outcome.error.message.length).toBeLessThan(400)
    ctx.close()
  })

  it.each([[42], ['nope:nothing'], ['__proto__'], ['toString'], ['constructor']])(
    'refuses an unknown call name %s',
    async (name) => {
      const ctx = context()
      const outcome = await ctx.dispatch(name, {})
      expect(outcome).toMatchObject({ ok: false, error: { code: 'unknown-call' } })
      ctx.close()
    },
  )

  it('turns an AppError into its translated message and a crash into a generic one', async () => {
    const ctx = context('de-DE')
    const failing = (err: Error): Handlers => ({
      ...ctx.handlers,
      'settings:get': () => {
        throw err
      },
    })
    const appErr = createDispatch(
      failing(new AppError('conflict', 'errors.forbidden')),
      () => 'de',
      () => undefined,
    )
    expect(await appErr('settings:get', {})).toEqual({
      ok: false,
      error: { code: 'conflict', message: 'Dieses Fenster darf diese Anfrage nicht stellen.' },
    })
    const logged: unknown[] = []
    const crash = createDispatch(
      failing(new TypeError('boom')),
      () => 'en',
      (e) => logged.push(e),
    )
    const outcome = await crash('settings:get', {})
    expect(outcome).toMatchObject({ ok: false, error: { code: 'internal' } })
    expect(logged).toHaveLength(1)
    ctx.close()
  })

  it('says a message inside a message, and never shows a raw message key', async () => {
    const ctx = context('en-US')
    const throwing = (err: Error): ReturnType<typeof createDispatch> =>
      createDispatch(
        {
          ...ctx.handlers,
          'settings:get': () => {
            throw err
          },
        },
        () => 'fr',
        () => undefined,
      )
    const nested = new AppError('conflict', 'errors.store.nightDamaged', {
      event: 9,
      '@problem': 'errors.store.damage.refused',
      '@reason': 'errors.night.roundCommitted',
      round: 2,
    })
    const said = await throwing(nested)('settings:get', {})
    expect(said.ok || said.error.message).toBe(
      'Cette soirée est endommagée et ne peut plus être modifiée : son action enregistrée n° 9 est refusée par les règles : La manche 2 est déjà close. Passez par une correction pour la modifier. Ce qui la précède peut encore être consulté et enregistré dans un fichier.',
    )
    for (const err of [
      new AppError('conflict', 'errors.night.noSuchText'),
      new AppError('conflict', 'errors.store.importInvalid', { '@problem': 'errors.nope' }),
    ]) {
      const outcome = await throwing(err)('settings:get', {})
      expect(outcome).toMatchObject({ ok: false, error: { code: 'internal' } })
      expect(outcome.ok || outcome.error.message).not.toMatch(/errors\./)
    }
    ctx.close()
  })
})
