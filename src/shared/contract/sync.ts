import { z } from 'zod'
import { ClubUidSchema } from '../club/actions'
import { IdSchema } from '../schemas/night'
import { PrintableText } from '../schemas/text'
import type { SyncStatus } from '../sync/views'
import { call } from './call'

const ClubRef = z.strictObject({ clubId: ClubUidSchema })
// long enough to be worth a lock; any characters a host can type
const Passphrase = z.string().min(8).max(200)

/** The club folder's calls: pick the folder (main asks the system), look now, stop sharing. */
export const syncCalls = {
  'sync:status': call(ClubRef).returns<SyncStatus>(),
  'sync:pickFolder': call(
    z.strictObject({
      clubId: ClubUidSchema,
      laptopName: PrintableText.trim().min(1).max(60),
      passphrase: Passphrase.optional(),
    }),
  ).returns<SyncStatus>(),
  /** The passphrase of a locked club folder. */
  'sync:unlock': call(
    z.strictObject({ clubId: ClubUidSchema, passphrase: Passphrase }),
  ).returns<SyncStatus>(),
  /** Joins the clubs a folder the host picks already holds (a laptop new to them). */
  'sync:join': call(
    z.strictObject({
      laptopName: PrintableText.trim().min(1).max(60),
      passphrase: Passphrase.optional(),
    }),
  ).returns<SyncStatus[]>(),
  'sync:now': call(ClubRef).returns<SyncStatus>(),
  /** Keeps another laptop's version of a night that went two ways (this one's stays in history). */
  'sync:takeNight': call(
    z.strictObject({
      clubId: ClubUidSchema,
      nightId: IdSchema,
      laptop: z.string().regex(/^[a-z0-9]{4,32}$/),
    }),
  ).returns<SyncStatus>(),
  'sync:stop': call(ClubRef).returns<SyncStatus>(),
}
