// A machine without poppler: the PDF tests fail with a sentence naming the tool and how to get it,
// not with "spawn pdftotext ENOENT".
import { afterEach, describe, expect, it } from 'vitest'
import { tempFolder } from '../../helpers'
import { missingToolSentence, pdfFonts, pdfInfo, pdfText, renderPage } from './poppler'

const path = process.env['PATH']
afterEach(() => {
  process.env['PATH'] = path
})

describe('poppler missing from PATH', () => {
  it.each([
    ['pdftotext', (): unknown => pdfText('/nowhere.pdf')],
    ['pdfinfo', (): unknown => pdfInfo('/nowhere.pdf')],
    ['pdffonts', (): unknown => pdfFonts('/nowhere.pdf')],
    ['pdftoppm', (): unknown => renderPage('/nowhere.pdf', '/tmp/nowhere', 1, ['-png'])],
  ])('%s fails with the named-tool sentence', (tool, run) => {
    process.env['PATH'] = tempFolder('bunco-empty-path-')
    expect(run).toThrow(missingToolSentence(tool))
    expect(missingToolSentence(tool)).toMatch(
      new RegExp(`^${tool} \\(from poppler\\) is needed by this test and is not installed`),
    )
  })
})
