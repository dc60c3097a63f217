// Says the rule sheet's statements in one language: a sentence per statement, phrases inside.
import type { RuleSectionId, Statement, StatementId } from '../../bunco/ruleStatements'
import { splitPlaceholders } from '../placeholders'

/** A language's rule sheet texts: the title, the section headings, and every statement. */
export interface RuleTexts {
  title: string
  sections: Record<RuleSectionId | 'movingAlone', string>
  say: Record<StatementId, string>
  /** Joins the steps of a list said inside a sentence (the tie-break chain). */
  then: string
  /** What goes between two sentences run together: a space, or nothing in Japanese. */
  gap: string
}

/** A statement as text: its sentence with every parameter filled (phrases said in turn). */
export function sayStatement(texts: RuleTexts, statement: Statement): string {
  const params = statement.params ?? {}
  return splitPlaceholders(texts.say[statement.id])
    .map((part) => {
      if (typeof part === 'string') return part
      const value = params[part.name]
      if (value === undefined) return `{${part.name}}`
      if (typeof value === 'number' || typeof value === 'string') return String(value)
      if (Array.isArray(value))
        return value.map((v: Statement) => sayStatement(texts, v)).join(texts.then)
      return sayStatement(texts, value as Statement)
    })
    .join('')
}
