// The house rules' one schema: every option's type, range and list, the checks between options,
// and how the missing ones are filled. The contract, the event log and the engine all read it.
import { z } from 'zod'
import {
  DEFAULT_RULES,
  PRIZE_CATEGORIES,
  PRIZE_TIE_RULES,
  RULE_CHOICES,
  RULE_NUMBERS,
  TIE_BREAKERS,
  TRAVEL_TRIGGERS,
  type HouseRules,
  type NumberRule,
  type PrizeCategory,
  type PrizeRule,
} from './rules'

/** Says which engine problem a refinement's issue stands for (read back by rulesProblems.ts). */
export interface RuleIssueParams {
  problem:
    | 'rules.prizeTwice'
    | 'rules.diePrizeNeedsDie'
    | 'rules.minisPrizeNeedsMinis'
    | 'rules.groupsNeedTeams'
  prize?: PrizeCategory
}

const whole = (key: NumberRule): z.ZodInt =>
  z.int().min(RULE_NUMBERS[key].min).max(RULE_NUMBERS[key].max)

const PrizeSchema = z.strictObject({
  category: z.enum(PRIZE_CATEGORIES),
  enabled: z.boolean(),
  tie: z.enum(PRIZE_TIE_RULES),
})

const DieSchema = z.strictObject({ enabled: z.boolean(), passOn: z.literal(TRAVEL_TRIGGERS) })

/**
 * A complete set of house rules, from the engine's lists and ranges. Every option is named here
 * so that one added to the lists (and so to HouseRules) fails this `satisfies` until it is.
 */
export const HouseRulesSchema = z.strictObject({
  sets: whole('sets'),
  target: whole('target'),
  groups: whole('groups'),
  roundMinutes: whole('roundMinutes'),
  moveSeconds: whole('moveSeconds'),
  roundEnd: z.enum(RULE_CHOICES.roundEnd),
  movement: z.enum(RULE_CHOICES.movement),
  partners: z.enum(RULE_CHOICES.partners),
  play: z.enum(RULE_CHOICES.play),
  betweenGroups: z.enum(RULE_CHOICES.betweenGroups),
  roundClock: z.enum(RULE_CHOICES.roundClock),
  lowTriple7: z.boolean(),
  wipeout: z.boolean(),
  fourDice: z.boolean(),
  recordMinis: z.boolean(),
  recordWipeouts: z.boolean(),
  onePrizePerPerson: z.boolean(),
  travelingDie: DieSchema,
  prizes: z.array(PrizeSchema).max(PRIZE_CATEGORIES.length),
  tieBreak: z.array(z.enum(TIE_BREAKERS)).max(TIE_BREAKERS.length),
}) satisfies z.ZodType<HouseRules>

/**
 * House rules as a host, a file or a phone may send them: any option may be left out (it takes
 * the default), as may a prize's switch and tie rule.
 */
export const RulesInputSchema = HouseRulesSchema.extend({
  travelingDie: DieSchema.partial(),
  prizes: z.array(PrizeSchema.partial({ enabled: true, tie: true })).max(PRIZE_CATEGORIES.length),
}).partial()

/** House rules as sent, before they are completed. */
export type RulesInput = z.output<typeof RulesInputSchema>

/** Fills what the input left out: listed prizes default to on and the tie-break chain. */
export function completeRules(input: RulesInput): HouseRules {
  const listed: PrizeRule[] = (input.prizes ?? DEFAULT_RULES.prizes).map((p) => ({
    category: p.category,
    enabled: p.enabled ?? true,
    tie: p.tie ?? 'chain',
  }))
  const seen = new Set(listed.map((p) => p.category))
  // categories the host did not list stay switched off, after the listed ones
  const unlisted = DEFAULT_RULES.prizes
    .filter((p) => !seen.has(p.category))
    .map((p) => ({ ...p, enabled: false }))
  // an option sent as undefined (possible over IPC, never in JSON) takes its default too
  const pick = <K extends keyof HouseRules>(key: K): HouseRules[K] =>
    (input[key] as HouseRules[K] | undefined) ?? DEFAULT_RULES[key]
  // every option by name, in the order stored rules have always been written in (a night's row
  // is compared as text by the self-check)
  return {
    sets: pick('sets'),
    target: pick('target'),
    roundEnd: pick('roundEnd'),
    movement: pick('movement'),
    partners: pick('partners'),
    play: pick('play'),
    lowTriple7: pick('lowTriple7'),
    wipeout: pick('wipeout'),
    fourDice: pick('fourDice'),
    recordMinis: pick('recordMinis'),
    recordWipeouts: pick('recordWipeouts'),
    onePrizePerPerson: pick('onePrizePerPerson'),
    travelingDie: {
      enabled: input.travelingDie?.enabled ?? DEFAULT_RULES.travelingDie.enabled,
      passOn: input.travelingDie?.passOn ?? DEFAULT_RULES.travelingDie.passOn,
    },
    prizes: [...listed, ...unlisted],
    tieBreak: [...(input.tieBreak ?? DEFAULT_RULES.tieBreak)],
    groups: pick('groups'),
    betweenGroups: pick('betweenGroups'),
    // the clock came last: a night saved before it plays untimed
    roundClock: pick('roundClock'),
    roundMinutes: pick('roundMinutes'),
    moveSeconds: pick('moveSeconds'),
  }
}

function addRuleIssue(ctx: z.RefinementCtx, path: (string | number)[], params: RuleIssueParams) {
  ctx.addIssue({ code: 'custom', path, params, message: params.problem })
}

/** What the engine checks on top of the shapes: no prize or tie-break step twice, and the options that depend on each other. */
export const RulesCheckSchema = RulesInputSchema.extend({
  prizes: RulesInputSchema.shape.prizes
    .unwrap()
    .superRefine((prizes, ctx) => {
      const seen = new Set<PrizeCategory>()
      prizes.forEach(({ category }, index) => {
        if (seen.has(category))
          addRuleIssue(ctx, [index], { problem: 'rules.prizeTwice', prize: category })
        seen.add(category)
      })
    })
    .optional(),
  tieBreak: RulesInputSchema.shape.tieBreak
    .unwrap()
    .refine((steps) => new Set(steps).size === steps.length)
    .optional(),
}).superRefine((input, ctx) => {
  const rules = completeRules(input)
  const on = (category: PrizeCategory): boolean =>
    rules.prizes.some((p) => p.category === category && p.enabled)
  if (on('travelingDie') && !rules.travelingDie.enabled)
    addRuleIssue(ctx, ['travelingDie', 'enabled'], { problem: 'rules.diePrizeNeedsDie' })
  if (on('mostMinis') && !rules.recordMinis)
    addRuleIssue(ctx, ['recordMinis'], { problem: 'rules.minisPrizeNeedsMinis' })
  // players alone sit at one table: there are no tables to group
  if (rules.groups > 1 && rules.play !== 'team')
    addRuleIssue(ctx, ['groups'], { problem: 'rules.groupsNeedTeams' })
})
