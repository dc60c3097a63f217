// Realistic nights for the PDF tests, played through the real night reducer.
import { randomResults } from '../../../drivers/night-driver'
import { createRandom, DEFAULT_RULES, type HouseRules } from '../../../../src/shared/bunco'
import { applyAction, type NightState } from '../../../../src/shared/night'
import type { PdfNight } from '../../../../src/main/print/pdf'

/** Twelve guests with accents, apostrophes and ligatures that Helvetica can show. */
export const LATIN_NAMES = [
  'Élodie Marchand',
  'Jürgen Groß',
  'Zoë O’Neill',
  'Anaïs Lefèvre',
  'Björn Müller',
  'Cœur de Lion',
  'François Dubœuf',
  'Grete Äpfelbäumer',
  'Amy Chen',
  'Raúl Núñez',
  'Søren Ødegård',
  'Hélène Straße',
]

/** Twelve Japanese guests. */
export const JAPANESE_NAMES = [
  '山田 太郎',
  '佐藤 花子',
  '鈴木 一郎',
  '高橋 美咲',
  '田中 健太',
  '伊藤 さくら',
  '渡辺 翔',
  '中村 陽菜',
  '小林 大輔',
  '加藤 結衣',
  '吉田 蓮',
  '山本 葵',
]

/** Forty names for the overflow test: 40 characters long, Japanese, accented French and German. */
export function longNames(): string[] {
  const long = [
    'Maximiliane Wilhelmine von Hohenzollern-',
    'Jean-Baptiste-Emmanuel de La Rochefoucau',
    'WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW',
    'Bartholomäus Großkreutz-Überschwänglichk',
    'Ἀλέξανδρος Παπαδόπουλος-Κωνσταντινίδης Ω',
    '寿限無寿限無五劫の擦り切れ海砂利水魚の水行末雲来末風来末食う寝る処に住む処やぶら',
    '長谷川 ひなた',
    'Éléonore-Héloïse Œillet d’Aubigné-Saints',
    'Ludwig-Ferdinand Schäfer-Müllerßöhnerinn',
    'A',
  ]
  return Array.from({ length: 40 }, (_, i) => {
    const base = long[i % long.length] as string
    return i < long.length ? base : `${base.slice(0, 36)} ${i}`
  })
}

/** What kind of night to build. */
export interface NightSpec {
  names: readonly string[]
  rules?: Partial<HouseRules>
  /** Rounds to play and close (the next one stays open unless the night is finished). */
  rounds?: number
  finish?: boolean
  seed?: number
  title?: string
}

/** Builds a night through the reducer: create, guests, start, random results, maybe finish. */
export function buildNight(spec: NightSpec): PdfNight {
  const rules: HouseRules = { ...DEFAULT_RULES, ...spec.rules }
  const keys = spec.names.map((_, i) => `p${i + 1}`)
  let state: NightState = applyAction(null, {
    type: 'create',
    details: { title: spec.title ?? 'Bunco Night', date: '2026-11-28', venue: '' },
    rules,
  })
  state = applyAction(state, { type: 'guests', guests: keys })
  state = applyAction(state, { type: 'start', seed: spec.seed ?? 7 })
  const random = createRandom(spec.seed ?? 7)
  for (let r = 1; r <= (spec.rounds ?? 0) && state.current; r++) {
    const results = randomResults(state.current.plan, random)
    state = applyAction(state, { type: 'commit', round: r, results })
  }
  if (spec.finish) state = applyAction(state, { type: 'finish' })
  return { state, names: new Map(keys.map((k, i) => [k, spec.names[i] as string])) }
}

/** Ordinary European names Helvetica cannot show: Polish, Czech, Turkish, Romanian, Hungarian, Latvian, Vietnamese. */
export const EUROPEAN_NAMES = [
  'Łukasz Dvořák',
  'Şükrü Öztürk',
  'Ștefan Țurcanu',
  'Zoltán Erdős',
  'Ğülşen Yılmaz',
  'Kārlis Ņikitins',
  'Nguyễn Thị Ánh',
  'Přemysl Šťastný',
  'Agnieszka Żółć',
  'Dóra Szőke',
  'Jelena Đorđević',
  'Trần Đức Thắng',
]
