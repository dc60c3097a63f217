// Pictures of the fundraiser's screens and papers for a person to look at, written only when
// asked (SCREENSHOTS=1) into test-output/fundraiser: no assertion reads them.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { renderPage } from '../main/print/pdf/poppler'
import { outputFolder } from './browser'

const wanted = (): boolean => process.env['SCREENSHOTS'] === '1'

function folder(): string {
  const dir = join(outputFolder(), 'fundraiser')
  mkdirSync(dir, { recursive: true })
  return dir
}

/** The whole page as a PNG named `name`, when asked. */
export async function shot(page: Page, name: string): Promise<void> {
  if (wanted()) await page.screenshot({ path: join(folder(), `${name}.png`), fullPage: true })
}

/** One page of a PDF as a PNG at 70 dpi named `name`, when asked. */
export function pdfPng(path: string, name: string, pageNumber = 1): void {
  if (wanted()) renderPage(path, join(folder(), name), pageNumber, ['-png', '-r', '70'])
}
