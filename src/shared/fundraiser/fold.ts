// Names folded for comparing and searching: accents, case and punctuation set aside, so "Zoë
// O'Brien-Núñez" and "zoe obrien nunez" are the same name to the desk and the duplicate check.

/** Letters NFD does not split into a base and an accent. */
const LIGATURES: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
}

/** A text folded: NFD with its marks stripped, lower case, apostrophes dropped, runs of other
 * punctuation and space made one space. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (ch) => LIGATURES[ch] ?? ch)
    .replace(/['’ʼ`´]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/** The words of a folded text. */
export function foldWords(text: string): string[] {
  const folded = foldText(text)
  return folded === '' ? [] : folded.split(' ')
}
