// Backup retention: every round backup of a night being played is kept, plus the newest others.
import { copyFileSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import Database from 'better-sqlite3'
import { createRandom } from '@shared/bunco'
import type { NightView } from '@shared/views'
import { describe, expect, it } from 'vitest'
import { addPeople, must, playRound, startNight } from '../../../drivers/night-driver'
import { BACKUPS_KEPT, listBackups, rotateBackups } from '../../../../src/main/db/safety'
import { tempFolder } from '../../helpers'
import { freshStore } from '../../night/helpers'
import { goodMain } from './fixtures'

const name = (minute: number, reason: string, night?: number): string =>
  `bunco-night-20250314-20${String(minute).padStart(2, '0')}00-000-${reason}${night ? `-n${night}` : ''}.sqlite`

describe('rotateBackups', () => {
  it('keeps every round backup of the nights in play and the newest others', () => {
    const folder = tempFolder()
    const backups = join(folder, 'backups')
    mkdirSync(backups, { recursive: true })
    const made: string[] = []
    for (let m = 0; m < 40; m++) {
      // rounds of night 3 (in play) and 2 (finished), an old unnamed round, quits and manuals
      const file =
        m % 4 === 0
          ? name(m, 'round', 3)
          : m % 4 === 1
            ? name(m, 'round', 2)
            : m % 4 === 2
              ? name(m, m < 20 ? 'round' : 'manual')
              : name(m, 'quit')
      writeFileSync(join(backups, file), goodMain())
      made.push(file)
    }
    writeFileSync(join(backups, `${name(3, 'quit')}-wal`), 'a sidecar of a backup rotated away')
    rotateBackups(folder, { playing: [3] })
    const kept = listBackups(folder).map((b) => b.name)
    const night3 = made.filter((f) => f.includes('-round-n3'))
    expect(night3).toHaveLength(10)
    for (const f of night3) expect(kept).toContain(f)
    const others = kept.filter((f) => !f.includes('-round-n3'))
    expect(others).toEqual(
      made
        .filter((f) => !f.includes('-round-n3'))
        .reverse()
        .slice(0, BACKUPS_KEPT),
    )
    expect(readdirSync(backups)).not.toContain(`${name(3, 'quit')}-wal`)
    // Once night 3 is over its rounds are others like any backup.
    rotateBackups(folder, { playing: [] })
    expect(listBackups(folder)).toHaveLength(BACKUPS_KEPT)
  })
})

describe('backups of a 24-round night', () => {
  it('keeps all 24 round backups while it is played, then the newest 10 once it is over', async () => {
    const { ctx, call } = freshStore()
    const folder = dirname(ctx.db.name)
    for (let i = 0; i < 12; i++) await must(call, 'storage:backup', {})
    const ids = await addPeople(call, 12)
    let view = await startNight(call, ids, { seed: 7 })
    const random = createRandom(7)
    for (let r = 1; r <= 24; r++) {
      view = await playRound(call, view, random)
      // a round takes the host minutes: its backup is written before the next one
      await ctx.idle()
      // the host backs up by hand now and then
      if (r % 5 === 0) await must(call, 'storage:backup', {})
    }
    await ctx.idle()
    const rounds = (): string[] =>
      listBackups(folder)
        .filter((b) => b.reason === 'round')
        .map((b) => b.name)
    expect(rounds()).toHaveLength(24)
    expect(rounds().every((n) => n.includes(`-round-n${view.id}`))).toBe(true)
    const others = listBackups(folder).filter((b) => b.reason !== 'round')
    expect(others).toHaveLength(BACKUPS_KEPT)
    expect(others.every((b) => b.reason === 'manual')).toBe(true)
    // The oldest one holds the night as it was once its first round was in.
    const first = listBackups(folder)
      .filter((b) => b.reason === 'round')
      .at(-1)
    const copy = join(tempFolder(), 'first.sqlite')
    copyFileSync(first?.file ?? '', copy)
    const old = new Database(copy, { readonly: true })
    const played = old.prepare("SELECT count(*) AS n FROM rounds WHERE status = 'committed'")
    expect(played.get()).toEqual({ n: 1 })
    old.close()
    view = await must<NightView>(call, 'night:finish', { nightId: view.id })
    await ctx.backup('quit')
    expect(listBackups(folder)).toHaveLength(BACKUPS_KEPT)
    expect(listBackups(folder)[0]?.reason).toBe('quit')
    ctx.close()
  }, 60_000)
})
