// The house rules' schemas live with the engine (bunco/rulesSchema.ts), which checks rules by them.
export { HouseRulesSchema, RulesInputSchema, type RulesInput } from '../bunco/rulesSchema'
