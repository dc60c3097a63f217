import type { SeasonLine, SeasonReport } from '@shared/club'
import type { NightView } from '@shared/views'
import { computed, ref, watch, type Ref } from 'vue'
import { call } from '../api'

/** Lines the TV's season page shows at most: big enough to read from across the room. */
export const TV_SEASON_LINES = 10

/** The season's lines for the TV: qualified players first (by place), then the rest by score. */
export function tvSeasonLines(standings: readonly SeasonLine[]): SeasonLine[] {
  const ranked = standings.filter((s) => s.qualified && s.place !== null)
  const others = standings.filter((s) => !ranked.includes(s))
  return [...ranked, ...others.sort((a, b) => b.score - a.score || b.nights - a.nights)]
}

/**
 * What the season depends on in a night the TV shows: null while a round is being played or for
 * a night of no club; else the night, its entry, and (once it has ended) its standings.
 */
export function seasonKey(view: NightView | null): string | null {
  if (!view?.money || view.current !== null) return null
  const lines = view.awards === null ? [] : view.standings
  const played = lines.map((s) => [s.personId, s.place, s.wins, s.buncos])
  return JSON.stringify([view.id, view.money.clubId, view.money.entryId, played])
}

/**
 * The season of the club night the TV shows, read when what it depends on changes (its night
 * ends, the TV follows another night): club:report, and club:get once to find the season.
 */
export function useTvSeason(view: Ref<NightView | null>): Ref<SeasonReport | null> {
  const report = ref<SeasonReport | null>(null)
  const seasons = new Map<string, string>()
  const key = computed(() => seasonKey(view.value))
  let reading = 0

  async function seasonOf(clubId: string, entryId: string): Promise<string | null> {
    const known = seasons.get(entryId)
    if (known) return known
    const club = await call('club:get', { clubId })
    for (const s of club.seasons) for (const e of s.entries) seasons.set(e.entryId, s.seasonId)
    return seasons.get(entryId) ?? null
  }

  async function load(mine: number, clubId: string, entryId: string): Promise<void> {
    const seasonId = await seasonOf(clubId, entryId)
    const next = seasonId ? await call('club:report', { clubId, seasonId }) : null
    if (mine === reading) report.value = next
  }

  watch(
    key,
    (now) => {
      const mine = ++reading
      const money = view.value?.money
      if (now === null || !money) return void (report.value = null)
      load(mine, money.clubId, money.entryId).catch(() => {
        if (mine === reading) report.value = null
      })
    },
    { immediate: true },
  )
  return report
}
