import { z } from 'zod'
import { NightActionSchema } from '@shared/schemas/actions'
import { NameSchema, PlayerKeySchema } from '@shared/schemas/night'
import { SettingsSchema } from '@shared/schemas/settings'

/** The format name written into a "Move to another computer" file. */
export const TRANSFER_FILE_FORMAT = 'bunco-night/everything'
/** The version of the move file this app writes; it reads this one and older. */
export const TRANSFER_FILE_VERSION = 1

const Uid = z.string().regex(/^[0-9a-f]{32}$/)

/** Schema of a move file (version 1): settings, the roster by uid, every night's action log. */
export const TransferFileSchema = z.strictObject({
  format: z.literal(TRANSFER_FILE_FORMAT),
  version: z.literal(TRANSFER_FILE_VERSION),
  exportedAt: z.string().max(40),
  settings: SettingsSchema,
  people: z
    .array(
      z.strictObject({
        uid: Uid,
        name: NameSchema,
        note: z.string().max(500),
        archived: z.boolean(),
        createdAt: z.string().max(40),
      }),
    )
    .max(20_000),
  nights: z
    .array(
      z.strictObject({
        uid: Uid,
        // Which person (by uid) each player key of the night's actions stands for.
        players: z.record(PlayerKeySchema, Uid),
        actions: z
          .array(z.strictObject({ at: z.string().max(40), action: NightActionSchema }))
          .min(1)
          .max(200_000),
      }),
    )
    .max(10_000),
})

/** A parsed move file. */
export type TransferFile = z.infer<typeof TransferFileSchema>
