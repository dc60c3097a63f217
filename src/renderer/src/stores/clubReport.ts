import type { SeasonReport } from '@shared/club'
import { defineStore } from 'pinia'
import { ref } from 'vue'
import { call } from '../api'

const keyOf = (clubId: string, seasonId: string): string => `${clubId}/${seasonId}`

/** Clubs' season reports (standings and money) as main last gave them, by club and season. */
export const useClubReportStore = defineStore('clubReport', () => {
  const reports = ref(new Map<string, SeasonReport>())

  /** A season's report as last read (null: not read yet). */
  function get(clubId: string, seasonId: string): SeasonReport | null {
    return reports.value.get(keyOf(clubId, seasonId)) ?? null
  }

  /** Reads a season's report again. */
  async function load(clubId: string, seasonId: string): Promise<SeasonReport> {
    const report = await call('club:report', { clubId, seasonId })
    reports.value = new Map(reports.value).set(keyOf(clubId, seasonId), report)
    return report
  }

  return { reports, get, load }
})
