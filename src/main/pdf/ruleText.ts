// The rule sheet's sentences for the house rules actually chosen, in the document's language.
import { roundsInNight, type HouseRules, type PrizeRule } from '@shared/bunco'
import { fill, type PdfTexts } from '@shared/i18n/pdf'

/** A titled part of the rule sheet. */
export interface RuleSection {
  heading: string
  paragraphs: string[]
}

/** Sentences run together: with a space, except after a Japanese full stop. */
function sentences(parts: string[]): string {
  return parts.reduce(
    (all, part) => (all === '' || all.endsWith('。') ? all + part : `${all} ${part}`),
    '',
  )
}

function nightSection(t: PdfTexts, rules: HouseRules): string[] {
  const r = t.rules.night
  const sets =
    rules.sets === 1 ? r.oneSet : fill(r.sets, { sets: rules.sets, rounds: roundsInNight(rules) })
  if (rules.play === 'individual') return [sets, r.individual]
  return [sets, r.teams, r.ghosts]
}

function scoringSection(t: PdfTexts, rules: HouseRules): string[] {
  const s = t.rules.scoring
  const lines = rules.fourDice
    ? [s.dice4, s.bunco4, s.mini4]
    : [s.dice3, s.bunco3, rules.lowTriple7 ? s.miniLow7 : s.mini]
  lines.push(s.turn, rules.wipeout ? s.wipeoutOn : s.wipeoutOff)
  // Alone at the table there is no partner to mention.
  lines.push(rules.play === 'individual' ? s.miniNotBunco : sentences([s.own, s.miniNotBunco]))
  return lines
}

function roundEndSection(t: PdfTexts, rules: HouseRules): string[] {
  const e = t.rules.roundEnd
  const target = { target: rules.target }
  if (rules.play === 'individual') return [fill(e.individual, target)]
  return [fill(e[rules.roundEnd], target), e.winner, e.tie]
}

function movingSection(t: PdfTexts, rules: HouseRules): string[] {
  const m = t.rules.moving
  if (rules.play === 'individual') return [m.individual]
  return [m[rules.movement], m[rules.partners]]
}

function sheetSection(t: PdfTexts, rules: HouseRules): string[] {
  const s = t.rules.sheet
  const line = [rules.play === 'individual' ? s.baseAlone : s.base]
  if (rules.recordMinis) line.push(s.minis)
  if (rules.recordWipeouts) line.push(s.wipeouts)
  return [sentences(line)]
}

function dieSection(t: PdfTexts, rules: HouseRules): string[] {
  const d = t.rules.die
  if (!rules.travelingDie.enabled) return [d.off]
  const passOn = rules.travelingDie.passOn
  const trigger = passOn === 'bunco' ? d.bunco : fill(d.face, { face: passOn })
  return [fill(d.on, { trigger })]
}

function tieText(t: PdfTexts, rules: HouseRules, prize: PrizeRule): string {
  const p = t.rules.prizes
  if (prize.tie !== 'chain') return p.tie[prize.tie]
  const steps = rules.tieBreak.map((b) => p.breakers[b])
  if (!rules.tieBreak.includes('rollOff')) steps.push(p.endShared)
  return fill(p.tie.chain, { chain: steps.join(p.then) })
}

function prizeSection(t: PdfTexts, rules: HouseRules): string[] {
  const p = t.rules.prizes
  const enabled = rules.prizes.filter((prize) => prize.enabled)
  if (enabled.length === 0) return [p.overall, p.none]
  const items = enabled.map((prize, i) =>
    fill(p.item, { n: i + 1, prize: t.prizes[prize.category], tie: tieText(t, rules, prize) }),
  )
  const rollOff = enabled.some((x) => x.tie === 'rollOff') || rules.tieBreak.includes('rollOff')
  return [
    p.overall,
    ...items,
    ...(rollOff ? [p.rollOff] : []),
    rules.onePrizePerPerson ? p.onePrizeOn : p.onePrizeOff,
  ]
}

/** The rule sheet's sections, stating every chosen option. */
export function ruleSections(t: PdfTexts, rules: HouseRules): RuleSection[] {
  const h = t.rules.sections
  return [
    { heading: h.night, paragraphs: nightSection(t, rules) },
    { heading: h.scoring, paragraphs: scoringSection(t, rules) },
    { heading: h.roundEnd, paragraphs: roundEndSection(t, rules) },
    {
      heading: rules.play === 'individual' ? h.movingAlone : h.moving,
      paragraphs: movingSection(t, rules),
    },
    { heading: h.sheet, paragraphs: sheetSection(t, rules) },
    { heading: h.die, paragraphs: dieSection(t, rules) },
    { heading: h.prizes, paragraphs: prizeSection(t, rules) },
  ]
}
