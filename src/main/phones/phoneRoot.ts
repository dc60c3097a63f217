import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'

/** The built phone page's folder: beside the bundle in the app (out/phone), or from the sources. */
export function phoneRoot(): string {
  const bundled = join(__dirname, '../phone')
  if (existsSync(join(bundled, 'index.html'))) return bundled
  return resolve(__dirname, '../../../out/phone')
}
