// Noto Sans JP, embedded only in documents holding characters Helvetica cannot show.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** The TrueType files of resources/fonts, by weight. */
export const FONT_FILES = {
  normal: 'NotoSansJP_400Regular.ttf',
  bold: 'NotoSansJP_700Bold.ttf',
} as const

/** A weight of the embedded font. */
export type FontWeight = keyof typeof FONT_FILES

/** Gives a font file's bytes as the binary string jsPDF's virtual file system takes. */
export type FontSource = (weight: FontWeight) => string

/** Folders that may hold the fonts: next to the built bundle, next to the sources, in the app's resources. */
export function defaultFontFolders(): string[] {
  const resources = (process as { resourcesPath?: string }).resourcesPath
  return [
    // out/main/index.js (the built app and the boot tests)
    join(__dirname, '../../resources/fonts'),
    // src/main/pdf/*.ts (tests and benchmarks run from source)
    join(__dirname, '../../../resources/fonts'),
    ...(resources ? [join(resources, 'fonts'), join(resources, 'resources/fonts')] : []),
  ]
}

/** The first folder holding the regular font file; throws with the places it looked. */
export function findFontsFolder(candidates: readonly string[] = defaultFontFolders()): string {
  const found = candidates.find((dir) => existsSync(join(dir, FONT_FILES.normal)))
  if (found === undefined) {
    throw new Error(`Japanese font not found; looked in: ${candidates.join(', ')}`)
  }
  return found
}

// Each file is ~5 MB: read it once per process, only when a document first needs it.
const cache = new Map<string, string>()

/** A font source reading from `folder` (or the first default folder that has the fonts). */
export function fontSource(folder?: string): FontSource {
  return (weight) => {
    const path = join(folder ?? findFontsFolder(), FONT_FILES[weight])
    let data = cache.get(path)
    if (data === undefined) {
      data = readFileSync(path).toString('latin1')
      cache.set(path, data)
    }
    return data
  }
}
