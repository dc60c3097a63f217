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

  /** Adds a person; returns them and anyone already using that name. */
  async function add(name: string): Promise<{ person: Person; sameName: Person[] }> {
    const added = await call('roster:add', { name })
    await load()
    return added
  }

  return { people, showArchived, load, add }
})
