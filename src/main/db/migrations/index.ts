import { migration0001 } from './0001-settings'
import { migration0002 } from './0002-nights'
import { migration0003 } from './0003-uids'
import { migration0004 } from './0004-table-phones'
import { migration0005 } from './0005-clubs'
import { migration0006 } from './0006-club-clocks'
import { migration0007 } from './0007-person-edits'
import { migration0008 } from './0008-party-room'
import { migration0009 } from './0009-club-ledger'
import { migration0010 } from './0010-fundraiser'
import { migration0011 } from './0011-door-desks'
import { migration0012 } from './0012-slides'
import { migration0013 } from './0013-desk-keys'
import type { Migration } from './types'

export type { Migration }

/** Every migration, oldest first; the last one's version is the schema this app writes. */
export const MIGRATIONS: readonly Migration[] = [
  migration0001,
  migration0002,
  migration0003,
  migration0004,
  migration0005,
  migration0006,
  migration0007,
  migration0008,
  migration0009,
  migration0010,
  migration0011,
  migration0012,
  migration0013,
]

/** The schema version this build of the app reads and writes. */
export const SCHEMA_VERSION = MIGRATIONS.at(-1)?.version ?? 0
