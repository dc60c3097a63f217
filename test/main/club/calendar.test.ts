// The season's .ics is valid by RFC 5545, whatever the club, the season, the host and the place
// are called: all-day nights end the next day (DTEND), lines are folded at 75 octets (never
// inside a character), and the calendar's name and every text are escaped. Checked by a
// maintained parser (ical.js), by line length, and by Debian's python3-icalendar when present.
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import ICAL from 'ical.js'
import type { ClubView } from '@shared/club'
import type { ExportedFile } from '@shared/views'
import { describe, expect, it } from 'vitest'
import { clubSeason } from '../../drivers/club-driver'
import { addPeople, must } from '../../drivers/night-driver'
import { freshStore } from '../night/helpers'
import { tempFolder } from '../helpers'

// X-WR-CALNAME is TEXT by common use (Apple, Google): told to the parser so it reads it as such
ICAL.design.icalendar.property['x-wr-calname'] = { defaultType: 'text' }

const MONEY = { currency: 'EUR', buyIn: 500, dues: 0, shares: [], unclaimed: 'carry' as const }
const CLUB = 'Bunco; des Amis, «Mardi» \\ Soirées au 山田家の居間 avec un nom vraiment très long'
const SEASON = 'Saison 2026; printemps, été'
const PLACE = 'Chez Zoë, 12 rue des Écoles; sonnez 2×, 3ᵉ étage — 東京都港区六本木 1-2-3'
const NOTES = 'Apportez un plat. Parking: derrière; code 12,34 \\ merci'

async function calendar(language: 'en' | 'fr' | 'de' | 'ja') {
  const { call } = freshStore()
  const [host] = await addPeople(call, 1, 'Zoë 山田 Müller-Lüdenscheidt')
  const { club, seasonId } = await clubSeason(call, {
    name: CLUB.slice(0, 200),
    money: MONEY,
    members: [host ?? 0],
    year: 2026,
    dates: ['2026-02-03', '2026-12-31'],
    host: host ?? null,
    place: () => PLACE,
    notes: NOTES,
  })
  await must<ClubView>(call, 'club:season', {
    clubId: club.clubId,
    seasonId,
    name: SEASON,
    start: '2026-01-01',
    end: '2026-12-31',
    rules: { scoring: 'wins', placementPoints: [], minNights: 0, dropWorst: 0 },
  })
  return must<ExportedFile>(call, 'club:calendar', { clubId: club.clubId, seasonId, language })
}

describe('the season’s calendar file', () => {
  it.each(['en', 'fr', 'de', 'ja'] as const)(
    'is RFC 5545 in %s: all-day nights end the next day, lines of 75 octets at most',
    async (language) => {
      const file = await calendar(language)
      const lines = file.content.split('\r\n')
      expect(lines.at(-1)).toBe('') // every line ends with CRLF
      for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75)
      expect(file.content).not.toMatch(/(^|[^\r])\n/) // no bare LF
      expect(file.content).not.toContain('P1DT')
      expect(file.content).not.toContain('\uFFFD') // no character cut in two
      const cal = new ICAL.Component(ICAL.parse(file.content))
      expect(cal.getFirstPropertyValue('x-wr-calname')).toBe(`${CLUB} · ${SEASON}`)
      const events = cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v))
      expect(events.map((e) => [e.startDate.toString(), e.endDate.toString()])).toEqual([
        ['2026-02-03', '2026-02-04'],
        ['2026-12-31', '2027-01-01'],
      ])
      expect(events.every((e) => e.startDate.isDate && e.endDate.isDate)).toBe(true)
      expect(events[0]?.location).toBe(PLACE)
      expect(events[0]?.description).toContain(NOTES)
      expect(events[0]?.summary).toContain(CLUB)
      expect(new Set(events.map((e) => e.uid)).size).toBe(2)
    },
  )

  it('is read by Debian’s python3-icalendar when this machine has it', async () => {
    let present = true
    try {
      execFileSync('python3', ['-c', 'import icalendar'], { stdio: 'ignore' })
    } catch {
      present = false
    }
    if (!present) return // an independent check where available; ical.js above always runs
    const file = await calendar('fr')
    const path = join(tempFolder(), 'season.ics')
    writeFileSync(path, file.content)
    const script = [
      'import icalendar, sys',
      'cal = icalendar.Calendar.from_ical(open(sys.argv[1], "rb").read())',
      'print(str(cal.get("x-wr-calname")))',
      'for e in cal.walk("VEVENT"): print(e.decoded("dtstart"), e.decoded("dtend"), str(e.get("location")))',
    ].join('\n')
    const out = execFileSync('python3', ['-c', script, path], { encoding: 'utf8' })
    expect(out.split('\n')).toEqual([
      `${CLUB} · ${SEASON}`,
      `2026-02-03 2026-02-04 ${PLACE}`,
      `2026-12-31 2027-01-01 ${PLACE}`,
      '',
    ])
  })
})
