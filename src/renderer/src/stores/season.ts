import type { ClubView } from '@shared/club'
import type { SeasonRow } from '@shared/views'
import { defineStore } from 'pinia'
import { ref } from 'vue'
import { call } from '../api'

/** The season screen's server state: standings over a span of dates, and the clubs read for it. */
export const useSeasonStore = defineStore('season', () => {
  const rows = ref<SeasonRow[]>([])
  /** The clubs whose season was shown, by id, as main last gave them. */
  const clubs = ref(new Map<string, ClubView>())

  /** Reads the standings of the nights between two dates. */
  async function load(from: string, to: string): Promise<void> {
    rows.value = await call('season:standings', { from, to })
  }

  /** Reads a club, for its season's standings and money. */
  async function readClub(clubId: string): Promise<void> {
    const club = await call('club:get', { clubId })
    clubs.value = new Map(clubs.value).set(clubId, club)
  }

  return { rows, clubs, load, readClub }
})
