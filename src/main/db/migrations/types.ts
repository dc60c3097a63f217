import type { Db } from '../connection'

/** One schema step; shipped migrations are never edited, only followed by new ones. */
export interface Migration {
  version: number
  name: string
  up: (db: Db) => void
}
