import { z } from 'zod'
import { ClubRecordSchema, ClubUidSchema, LegacyClubActionSchema } from '@shared/club'
import { FundraiserEntrySchema, MAX_FUNDRAISER_EVENTS } from '@shared/fundraiser'
import { NightActionSchema } from '@shared/schemas/actions'
import { NameSchema, PlayerKeySchema } from '@shared/schemas/night'
import { SettingsSchema } from '@shared/schemas/settings'
import { SLIDES_MAX } from '@shared/slides'
import { MovedSlideSchema } from '@shared/slides/calls'

/** The format name written into a "Move to another computer" file. */
export const TRANSFER_FILE_FORMAT = 'bunco-night/everything'
/**
 * The version of the move file this app writes (2: with clubs; 3: clubs name people and nights
 * by uid; 4: nights carry their fundraiser's log; 5: and their slides); it reads this one and
 * older.
 */
export const TRANSFER_FILE_VERSION = 5

const Uid = z.string().regex(/^[0-9a-f]{32}$/)

const LocalId = z.string().regex(/^[1-9]\d{0,15}$/)

const MovedEvent = {
  uid: ClubUidSchema,
  at: z.string().max(40),
  /** Its hybrid clock and laptop (files from before sync have none: stamped on import). */
  hlc: z.string().max(60).optional(),
  laptop: z.string().max(40).optional(),
}

/** One club as a move file carries it: its log as the club keeps it (people by uid). */
const MovedClubSchema = z.strictObject({
  uid: ClubUidSchema,
  events: z
    .array(z.strictObject({ ...MovedEvent, action: ClubRecordSchema }))
    .min(1)
    .max(200_000),
})

/** One club as a version 2 file carries it: its log, and whom its ids name on the computer it left. */
const LegacyClubSchema = z.strictObject({
  uid: ClubUidSchema,
  /** The person (by uid) each person id of the club's actions stands for. */
  people: z.record(LocalId, Uid),
  /** The night (by uid) each night id of the club's actions stands for. */
  nights: z.record(LocalId, Uid),
  events: z
    .array(z.strictObject({ ...MovedEvent, action: LegacyClubActionSchema }))
    .min(1)
    .max(200_000),
})

/** One moved club. */
export type MovedClub = z.infer<typeof MovedClubSchema>
/** One club of a version 2 file. */
export type LegacyMovedClub = z.infer<typeof LegacyClubSchema>

/**
 * Schema of a move file: settings, the roster by uid, every night's action log (and from version
 * 4 its fundraiser's, from 5 its slides) and (from version 2) every club's log.
 */
export const TransferFileSchema = z.strictObject({
  format: z.literal(TRANSFER_FILE_FORMAT),
  version: z.union([
    z.literal(1),
    z.literal(2),
    z.literal(3),
    z.literal(4),
    z.literal(TRANSFER_FILE_VERSION),
  ]),
  exportedAt: z.string().max(40),
  // a file from before text sizes carries none: it reads as the standard size
  settings: SettingsSchema.extend({ textSize: SettingsSchema.shape.textSize.default('standard') }),
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
        /** From version 4: the night's fundraiser log as kept (absent: not a fundraiser). */
        fundraiser: z.array(FundraiserEntrySchema).max(MAX_FUNDRAISER_EVENTS).optional(),
        /** From version 5: the night's slides in their order (absent: none). */
        slides: z.array(MovedSlideSchema).max(SLIDES_MAX).optional(),
      }),
    )
    .max(10_000),
  clubs: z
    .array(z.union([MovedClubSchema, LegacyClubSchema]))
    .max(1000)
    .optional(),
})

/** A parsed move file. */
export type TransferFile = z.infer<typeof TransferFileSchema>
