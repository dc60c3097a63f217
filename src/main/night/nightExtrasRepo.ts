import { tellApart } from '@shared/tellApart'
import type { Db } from '../db/connection'

/** Who played in a night, from and until which round. */
export interface NightPlayerRow {
  player: string
  person_id: number
  from_round: number | null
  until_round: number | null
}

/** A pass of the traveling die. */
export interface DiePassRow {
  seq: number
  round: number
  player: string
}

/** An award as stored. */
export interface AwardRow {
  position: number
  prize: string
  status: string
  winners: string
  detail: string
}

/** A night's player with their roster name, told apart from a namesake in the night by its note. */
export interface NamedPlayerRow extends NightPlayerRow {
  name: string
}

/** Rows as read: the roster name and note, before namesakes are told apart. */
type NamedRow = NamedPlayerRow & { note: string }

/** Each row's name as shown: a name two players share gets its note ("Ann (from tennis)"). */
function toldApart(rows: readonly NamedRow[]): NamedPlayerRow[] {
  const names = tellApart(rows.map((r) => ({ id: r.person_id, name: r.name, note: r.note })))
  return rows.map(({ note: _, ...row }) => ({ ...row, name: names.get(row.person_id) ?? row.name }))
}

/** The night-wide projection tables: players, die passes, awards. */
export interface NightExtrasRepo {
  players(nightId: number): NightPlayerRow[]
  namedPlayers(nightId: number): NamedPlayerRow[]
  setPlayers(
    nightId: number,
    rows: readonly Omit<NightPlayerRow, 'person_id'>[],
    personOf: (p: string) => number,
  ): void
  diePasses(nightId: number): DiePassRow[]
  setDiePasses(nightId: number, rows: readonly DiePassRow[]): void
  awards(nightId: number): AwardRow[]
  setAwards(nightId: number, rows: readonly AwardRow[]): void
}

/** Creates the repo. */
export function nightExtrasRepo(db: Db): NightExtrasRepo {
  const players = db.prepare<[number], NightPlayerRow>(
    'SELECT player, person_id, from_round, until_round FROM night_players WHERE night_id = ? ORDER BY player',
  )
  const named = db.prepare<[number], NamedRow>(
    `SELECT np.player, np.person_id, np.from_round, np.until_round, p.name, p.note
     FROM night_players np JOIN people p ON p.id = np.person_id
     WHERE np.night_id = ? ORDER BY np.player`,
  )
  const delPlayers = db.prepare<[number]>('DELETE FROM night_players WHERE night_id = ?')
  const insPlayer = db.prepare(
    `INSERT INTO night_players (night_id, player, person_id, from_round, until_round)
     VALUES (@night_id, @player, @person_id, @from_round, @until_round)`,
  )
  const passes = db.prepare<[number], DiePassRow>(
    'SELECT seq, round, player FROM die_passes WHERE night_id = ? ORDER BY seq',
  )
  const delPasses = db.prepare<[number]>('DELETE FROM die_passes WHERE night_id = ?')
  const insPass = db.prepare(
    'INSERT INTO die_passes (night_id, seq, round, player) VALUES (@night_id, @seq, @round, @player)',
  )
  const awards = db.prepare<[number], AwardRow>(
    'SELECT position, prize, status, winners, detail FROM awards WHERE night_id = ? ORDER BY position',
  )
  const delAwards = db.prepare<[number]>('DELETE FROM awards WHERE night_id = ?')
  const insAward = db.prepare(
    `INSERT INTO awards (night_id, position, prize, status, winners, detail)
     VALUES (@night_id, @position, @prize, @status, @winners, @detail)`,
  )
  return {
    players: (nightId) => players.all(nightId),
    namedPlayers: (nightId) => toldApart(named.all(nightId)),
    setPlayers(nightId, rows, personOf) {
      // Merges in the roster repoint person_id; keep what is stored for players already known.
      const known = new Map(players.all(nightId).map((r) => [r.player, r.person_id]))
      delPlayers.run(nightId)
      for (const r of rows) {
        insPlayer.run({
          ...r,
          night_id: nightId,
          person_id: known.get(r.player) ?? personOf(r.player),
        })
      }
    },
    diePasses: (nightId) => passes.all(nightId),
    setDiePasses(nightId, rows) {
      delPasses.run(nightId)
      for (const r of rows) insPass.run({ ...r, night_id: nightId })
    },
    awards: (nightId) => awards.all(nightId),
    setAwards(nightId, rows) {
      delAwards.run(nightId)
      for (const r of rows) insAward.run({ ...r, night_id: nightId })
    },
  }
}
