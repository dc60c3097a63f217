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

  /** Renames a person, then lists the roster again. */
  async function rename(id: number, name: string): Promise<void> {
    await call('roster:rename', { id, name })
    await load()
  }

  /** Archives a person (or brings them back), then lists the roster again. */
  async function archive(id: number, archived: boolean): Promise<void> {
    await call('roster:archive', { id, archived })
    await load()
  }

  /** Merges one person into another (their nights included), then lists the roster again. */
  async function merge(keep: number, merged: number): Promise<void> {
    await call('roster:merge', { keep, merge: merged })
    await load()
  }

  return { people, showArchived, load, add, rename, archive, merge }
})
