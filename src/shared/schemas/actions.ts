import { z } from 'zod'
import {
  NightDetailsSchema,
  type DetailsSchema,
  PlayerKeySchema,
  PlayoffFieldSchema,
  PrizeNameSchema as PrizeName,
  StoredDetailsSchema,
  TableResultSchema,
} from './night'
import { NIGHT_REVISION } from '../night/revision'
import { RulesInputSchema } from './rules'

const Round = z.int().min(1).max(36)

/** The action schema around a details schema (the live one, or the event log's). */
function actionSchema(Details: DetailsSchema) {
  return z.discriminatedUnion('type', [
    z.strictObject({
      type: z.literal('create'),
      details: Details,
      rules: RulesInputSchema,
      /** How the engine draws this night's seatings (absent: revision 1, as first saved). */
      revision: z.int().min(1).max(NIGHT_REVISION).optional(),
    }),
    z.strictObject({ type: z.literal('details'), details: Details.partial() }),
    z.strictObject({ type: z.literal('rules'), rules: RulesInputSchema }),
    z.strictObject({ type: z.literal('guests'), guests: z.array(PlayerKeySchema).max(1000) }),
    z.strictObject({ type: z.literal('start'), seed: z.int().min(0).max(0xffffffff) }),
    z.strictObject({ type: z.literal('result'), round: Round, result: TableResultSchema }),
    z.strictObject({
      type: z.literal('results'),
      round: Round,
      results: z.array(TableResultSchema).min(1).max(1000),
    }),
    z.strictObject({
      type: z.literal('commit'),
      round: Round,
      results: z.array(TableResultSchema).min(1).max(1000).optional(),
    }),
    z.strictObject({ type: z.literal('correct'), round: Round, result: TableResultSchema }),
    z.strictObject({ type: z.literal('arrive'), player: PlayerKeySchema }),
    z.strictObject({
      type: z.literal('leave'),
      player: PlayerKeySchema,
      /** Before any result of the round: a ghost plays her seat in this round already. */
      now: z.literal(true).optional(),
    }),
    z.strictObject({ type: z.literal('passDie'), player: PlayerKeySchema }),
    z.strictObject({ type: z.literal('finish') }),
    z.strictObject({
      type: z.literal('rollOffs'),
      rollOffs: z.partialRecord(PrizeName, PlayerKeySchema),
    }),
    z.strictObject({ type: z.literal('playoff'), field: PlayoffFieldSchema }),
    z.strictObject({
      type: z.literal('playoffRollOff'),
      picks: z.array(PlayerKeySchema).min(1).max(16),
    }),
    z.strictObject({
      type: z.literal('playoffTable'),
      table: z.int().min(1).max(4),
      winner: TableResultSchema.shape.winner,
    }),
  ])
}

/** Schema of one night action (imports are checked with it before any replay). */
export const NightActionSchema = actionSchema(NightDetailsSchema)

/** Schema of an action read back from the event log, as any version of the app saved it. */
export const StoredActionSchema = actionSchema(StoredDetailsSchema)

/** Every host action on a night, as its schema checks it; a night's event log is a list of these. */
export type NightActionFromSchema = z.output<typeof NightActionSchema>

/** Every action type, read from the schema's variants. */
export const NIGHT_ACTION_TYPES = NightActionSchema.options.map((o) => o.shape.type.value)
