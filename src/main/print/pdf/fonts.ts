// The embedded fonts: Noto Sans for every Latin, Greek and Cyrillic letter and digit, Noto Sans JP
// for Japanese; each weight read once per process, embedded only in documents that use it.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** The TrueType files of resources/fonts, by family and weight. */
export const FONT_FILES = {
  latin: { normal: 'NotoSans_400Regular.ttf', bold: 'NotoSans_700Bold.ttf' },
  jp: { normal: 'NotoSansJP_400Regular.ttf', bold: 'NotoSansJP_700Bold.ttf' },
} as const

/** An embedded font family: full Latin (with Greek and Cyrillic), or Japanese. */
export type FontFamily = keyof typeof FONT_FILES

/** A weight of an embedded font. */
export type FontWeight = keyof (typeof FONT_FILES)['jp']

/** Gives a font file's bytes as the binary string jsPDF's virtual file system takes. */
export type FontSource = (family: FontFamily, weight: FontWeight) => string

/** Folders that may hold the fonts: next to the built bundle, next to the sources, in the app's resources. */
export function defaultFontFolders(): string[] {
  const resources = (process as { resourcesPath?: string }).resourcesPath
  return [
    // out/main/index.js (the built app and the boot tests)
    join(__dirname, '../../resources/fonts'),
    // src/main/print/pdf/*.ts (tests and benchmarks run from source)
    join(__dirname, '../../../../resources/fonts'),
    ...(resources ? [join(resources, 'fonts'), join(resources, 'resources/fonts')] : []),
  ]
}

/** The first folder holding every font file; throws with the places it looked. */
export function findFontsFolder(candidates: readonly string[] = defaultFontFolders()): string {
  const files = Object.values(FONT_FILES).flatMap((f) => Object.values(f))
  const found = candidates.find((dir) => files.every((file) => existsSync(join(dir, file))))
  if (found === undefined) {
    throw new Error(`Fonts not found; looked in: ${candidates.join(', ')}`)
  }
  return found
}

// A Japanese file is ~5 MB: read each once per process, only when a document first needs it.
const cache = new Map<string, string>()

/** A font source reading from `folder` (or the first default folder that has the fonts). */
export function fontSource(folder?: string): FontSource {
  return (family, weight) => {
    const path = join(folder ?? findFontsFolder(), FONT_FILES[family][weight])
    let data = cache.get(path)
    if (data === undefined) {
      data = readFileSync(path).toString('latin1')
      cache.set(path, data)
    }
    return data
  }
}
