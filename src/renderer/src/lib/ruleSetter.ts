import type { HouseRules } from '@shared/bunco'
import type { Ref } from 'vue'

/** Sets one option on a v-model of the house rules, as a new object: the parent owns the rules. */
export function ruleSetter(
  rules: Ref<HouseRules>,
): <K extends keyof HouseRules>(key: K, value: HouseRules[K]) => void {
  return (key, value) => {
    rules.value = { ...rules.value, [key]: value }
  }
}
