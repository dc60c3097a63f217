// "Save a report for the developers": versions, the data folder's health, the log's end, and no
// guest's name or sum of money anywhere in it, on a store seeded with guests and a night.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createMainContext } from '../../../src/main/context'
import { createAppLog, LOG_FILE, LOG_FOLDER, MAX_LOG_BYTES } from '../../../src/main/log/appLog'
import { runVersions } from '../../../src/main/log/report'
import { privateTexts } from '../../../src/main/log/reportRepo'
import { saveReport, writeReport } from '../../../src/main/log/saveReport'
import { MONEY_MARK, NAME_MARK, scrub } from '../../../src/main/log/scrub'
import { SCHEMA_VERSION } from '../../../src/main/db/migrations'
import { tempFolder } from '../helpers'

const GUESTS = ['Ann Lee', 'Béatrice Dupont', 'Cal', 'Dot', '山田 花子', 'Fay', 'Gus', 'Hal']

async function seeded(): Promise<{
  ctx: ReturnType<typeof createMainContext>
  folder: string
}> {
  const folder = tempFolder('bunco-report-')
  const ctx = createMainContext({ dataFolder: folder, locales: ['en-US'], version: '0.1.0' })
  const ids: number[] = []
  for (const name of GUESTS) {
    const added = await ctx.dispatch('roster:add', { name })
    if (!added.ok) throw new Error('roster:add failed')
    ids.push((added.value as { person: { id: number } }).person.id)
  }
  const night = await ctx.dispatch('night:create', {
    title: 'Ann’s birthday Bunco',
    date: '2026-12-01',
  })
  if (!night.ok) throw new Error('night:create failed')
  const nightId = (night.value as { id: number }).id
  await ctx.dispatch('night:setGuests', { nightId, personIds: ids })
  await ctx.dispatch('night:start', { nightId, seed: 1 })
  return { ctx, folder }
}

describe('scrub', () => {
  it('hides names (whole and by word), other scripts, money and the home folder', () => {
    const line = 'Ann Lee (Ann) and 山田 paid $12.50 and 8,00 € in /home/host/x; Annex stays'
    expect(scrub(line, ['Ann Lee', '山田 花子'], '/home/host')).toBe(
      `${NAME_MARK} (${NAME_MARK}) and ${NAME_MARK} paid ${MONEY_MARK} and ${MONEY_MARK} in ~/x; Annex stays`,
    )
  })
})

describe('the log', () => {
  it('writes errors to a file in the data folder, scrubbed, and rotates at its size', () => {
    const folder = tempFolder('bunco-log-')
    const log = createAppLog({
      dataFolder: folder,
      privateTexts: () => ['Ann Lee'],
      console: false,
    })
    log.error('main', new Error('Ann Lee could not pay ¥3000'))
    const text = readFileSync(join(folder, LOG_FOLDER, LOG_FILE), 'utf8')
    expect(text).toMatch(/\[error\] main: Error: \[name\] could not pay \[money\]/)
    expect(text).toMatch(/\n\s+at /)
    expect(text).not.toContain('Ann')
    for (let i = 0; i < 600; i++) log.info('fill', 'x'.repeat(1024))
    expect(existsSync(join(folder, LOG_FOLDER, 'main.old.log'))).toBe(true)
    expect(readFileSync(log.file).length).toBeLessThan(MAX_LOG_BYTES)
  })
})

describe('a log that cannot write', () => {
  it('never throws into the code it reports on', () => {
    const folder = tempFolder('bunco-log-broken-')
    // the log file's place is taken by a folder
    mkdirSync(join(folder, LOG_FOLDER, LOG_FILE), { recursive: true })
    const log = createAppLog({ dataFolder: folder, privateTexts: () => [], console: false })
    expect(() => log.error('main', new Error('disk trouble'))).not.toThrow()
    expect(log.tail(1000)).toMatch(/main\.log could not be read: Error \[EISDIR\]/)
    // a data folder whose place is taken by a file: no folder for the log, and still no throw
    const taken = join(tempFolder('bunco-log-taken-'), 'data')
    writeFileSync(taken, '')
    const homeless = createAppLog({ dataFolder: taken, privateTexts: () => [], console: false })
    expect(() => homeless.error('main', new Error('x'))).not.toThrow()
  })
})

describe('save a report for the developers', () => {
  it('holds versions and the health check, and no guest’s name', async () => {
    const { ctx, folder } = await seeded()
    const log = createAppLog({
      dataFolder: folder,
      privateTexts: () => privateTexts(ctx.db),
      console: false,
    })
    // an error that carried a guest's name and a sum on its way
    log.error('print', new Error(`No seat for ${GUESTS[1]} (owes 5 €)`))
    log.warn('renderer', `Uncaught TypeError: ${GUESTS[4]} is undefined`)
    const saved: { fileName: string; content: string }[] = []
    const outcome = await saveReport(
      {
        db: ctx.db,
        dataFolder: folder,
        status: ctx.status,
        log,
        versions: runVersions('0.1.0', 'Linux 6.1.0 x64'),
        now: () => new Date('2026-12-01T22:00:00Z'),
      },
      (file) => {
        saved.push({ fileName: file.fileName, content: String(file.content) })
        return Promise.resolve({ saved: true, path: join(folder, file.fileName) })
      },
    )
    expect(outcome.saved).toBe(true)
    const report = saved[0]!
    expect(report.fileName).toBe('bunco-night-report-2026-12-01.txt')
    expect(report.content).toContain('App: 0.1.0')
    expect(report.content).toContain(`Node: ${process.versions.node}`)
    expect(report.content).toContain('Electron: none')
    expect(report.content).toContain('OS: Linux 6.1.0 x64')
    expect(report.content).toContain(`"schemaVersion": ${SCHEMA_VERSION}`)
    expect(report.content).toContain('"quickCheck": "ok"')
    expect(report.content).toContain('"problems": []')
    expect(report.content).toMatch(/"people": 8,\s+"nights": 1/)
    expect(report.content).toContain(`print: Error: No seat for ${NAME_MARK} (owes ${MONEY_MARK})`)
    for (const guest of GUESTS) {
      for (const word of guest.split(' ')) expect(report.content).not.toContain(word)
    }
    expect(report.content).not.toContain('birthday')
    ctx.close()
  })

  it('still writes a report, with the check’s failure, once the store is closed', () => {
    const folder = tempFolder('bunco-report-closed-')
    const ctx = createMainContext({ dataFolder: folder, locales: ['en-US'], version: '0.1.0' })
    ctx.close()
    const log = createAppLog({ dataFolder: folder, privateTexts: () => [], console: false })
    const { content } = writeReport({
      db: ctx.db,
      dataFolder: folder,
      status: ctx.status,
      log,
      versions: runVersions('0.1.0', 'Linux'),
    })
    expect(content).toContain('the health check failed')
    expect(content).toContain('App: 0.1.0')
  })
})
