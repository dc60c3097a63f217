import { optionStatements, type ExplainedOption, type HouseRules } from '@shared/bunco'
import { ruleTexts, sayStatement } from '@shared/i18n/rules'
import { i18n } from '../i18n'

/** What an option means under the chosen rules, in the words the rule sheet prints. */
export function explainRule(rules: HouseRules, option: ExplainedOption): string {
  // reading the locale here makes a template that shows this follow a language change
  const texts = ruleTexts[i18n.global.locale.value]
  return optionStatements(rules, option)
    .map((s) => sayStatement(texts, s))
    .join(texts.gap)
}
