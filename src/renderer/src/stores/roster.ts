import type { Person } from '@shared/views'
import { defineStore } from 'pinia'
import { ref } from 'vue'
import { call } from '../api'

/** The roster as main last listed it. */
export const useRosterStore = defineStore('roster', () => {
  const people = ref<Person[]>([])
  const showArchived = ref(false)

  /** Reloads the list. */
  async function load(): Promise<void> {
    people.value = await call('roster:list', { includeArchived: showArchived.value })
  }

  /** Adds a person (with a note telling a namesake apart); returns them and any namesakes. */
  async function add(name: string, note?: string): Promise<{ person: Person; sameName: Person[] }> {
    const added = await call('roster:add', note ? { name, note } : { name })
    await load()
    return added
  }

  return { people, showArchived, load, add }
})
