// A seeded guest list as a fundraiser's desk meets it: accented European names, Japanese names,
// hyphenated and particle surnames, common names shared by many, and what volunteers type for each.
import type { Random } from '../../src/shared/bunco/random'

const FIRST = [
  'Anna',
  'Ann',
  'Zoë',
  'Chloé',
  'Jürgen',
  'Mary',
  'José',
  'Inès',
  'Björn',
  'Siobhán',
  'Amélie',
  'Lee',
  'Łukasz',
  'Søren',
  'François',
  'Agnieszka',
  'Mary-Kate',
  'Jean-Luc',
  'Patricia',
  'Linda',
  'Susan',
  'Karen',
  'Nancy',
  'Deborah',
  'Sharon',
  'Michelle',
  'Dana',
]
const LAST = [
  'Núñez',
  'Lee',
  'Dubois',
  'Groß',
  "O'Brien",
  'Müller',
  'Åberg',
  'Kleeman',
  'Nguyen',
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Lefèvre',
  'Dvořák',
  'Öztürk',
  'Yılmaz',
  'van der Berg',
  'de la Cruz',
  'MacDonald',
  'García',
  'Martínez',
  'Schäfer',
  'Żółć',
]
const JP_LAST = [
  '山田',
  '佐藤',
  '鈴木',
  '高橋',
  '田中',
  '伊藤',
  '渡辺',
  '中村',
  '小林',
  '加藤',
  '長谷川',
]
const JP_FIRST = [
  '太郎',
  '花子',
  '一郎',
  '美咲',
  '健太',
  'さくら',
  '翔',
  '陽菜',
  '大輔',
  '結衣',
  '葵',
]

/** A guest of the seeded list. */
export interface BenchGuest {
  firstName: string
  lastName: string
}

const pick = <T>(list: readonly T[], random: Random): T => list[random.int(list.length)] as T

/** One guest: about one in six Japanese, one in five with a hyphenated surname. */
export function guestName(random: Random): BenchGuest {
  if (random.int(6) === 0)
    return { firstName: pick(JP_FIRST, random), lastName: pick(JP_LAST, random) }
  const first = pick(FIRST, random)
  const last = pick(LAST, random)
  if (random.int(5) === 0) return { firstName: first, lastName: `${last}-${pick(LAST, random)}` }
  return { firstName: first, lastName: last }
}

/** Accents left out, as a volunteer in a hurry types them. */
function plain(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '')
}

/**
 * What a volunteer types to find `guest`: the surname, often without its accents, sometimes the
 * first name then the start of the surname, sometimes a middle part of the surname, and now and
 * then a name nobody has.
 */
export function typedFor(guest: BenchGuest, random: Random): string {
  const roll = random.int(10)
  if (roll === 0) return 'Xqzw'
  if (roll <= 4) return random.int(2) === 0 ? guest.lastName : plain(guest.lastName)
  if (roll <= 7) return `${plain(guest.firstName)} ${plain(guest.lastName).slice(0, 3)}`
  const last = plain(guest.lastName)
  return last.length > 4 ? last.slice(1, 5) : last
}
