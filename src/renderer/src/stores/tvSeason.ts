import type { SeasonReport } from '@shared/club'
import { defineStore } from 'pinia'
import { computed, ref, watch } from 'vue'
import { call } from '../api'
import { seasonKey } from '../lib/tvSeason'
import { useClubReportStore } from './clubReport'
import { useNightStore } from './night'

/**
 * The season of the club night the TV shows, read when what it depends on changes (its night
 * ends, the TV follows another night): club:report, and club:get once to find the season.
 */
export const useTvSeasonStore = defineStore('tvSeason', () => {
  const night = useNightStore()
  const reports = useClubReportStore()
  const report = ref<SeasonReport | null>(null)
  const seasons = new Map<string, string>()
  const key = computed(() => seasonKey(night.view))
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
    const next = seasonId ? await reports.load(clubId, seasonId) : null
    if (mine === reading) report.value = next
  }

  watch(
    key,
    (now) => {
      const mine = ++reading
      const money = night.view?.money
      if (now === null || !money) return void (report.value = null)
      load(mine, money.clubId, money.entryId).catch(() => {
        if (mine === reading) report.value = null
      })
    },
    { immediate: true },
  )
  return { report }
})
