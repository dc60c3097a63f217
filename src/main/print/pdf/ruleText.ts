// The rule sheet's sentences: the engine's statements for the night, said in the document's language.
import { ruleStatements, type HouseRules, type NightCalls } from '@shared/bunco'
import { sayStatement } from '@shared/i18n/rules'
import type { PdfTexts } from '@shared/i18n/pdf'

/** A titled part of the rule sheet. */
export interface RuleSection {
  heading: string
  paragraphs: string[]
}

/**
 * The rule sheet's sections for these rules and this many tables, stating every chosen option
 * (and the playoff, once the host called one).
 */
export function ruleSections(
  t: PdfTexts,
  rules: HouseRules,
  tables: number,
  calls: NightCalls = {},
): RuleSection[] {
  const h = t.rules.sections
  return ruleStatements(rules, tables, calls).map(({ section, statements }) => ({
    heading: section === 'moving' && rules.play === 'individual' ? h.movingAlone : h[section],
    paragraphs: statements.map((s) => sayStatement(t.rules, s)),
  }))
}
