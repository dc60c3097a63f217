// The rule sheet's sentences: the engine's statements for the night, said in the document's language.
import { ruleStatements, type HouseRules } from '@shared/bunco'
import { sayStatement } from '@shared/i18n/rules'
import type { PdfTexts } from '@shared/i18n/pdf'

/** A titled part of the rule sheet. */
export interface RuleSection {
  heading: string
  paragraphs: string[]
}

/**
 * The rule sheet's sections for these rules and this many tables, stating every chosen option
 * (and how a playoff goes, should the host call one).
 */
export function ruleSections(t: PdfTexts, rules: HouseRules, tables: number): RuleSection[] {
  const h = t.rules.sections
  return ruleStatements(rules, tables).map(({ section, statements }) => ({
    heading: section === 'moving' && rules.play === 'individual' ? h.movingAlone : h[section],
    paragraphs: statements.map((s) => sayStatement(t.rules, s)),
  }))
}
