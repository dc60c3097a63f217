// An attendee file through main: its bytes' encoding found (UTF-8 with a BOM, Excel's UTF-16
// "Unicode text", an older Excel's Windows-1252), read for the organiser to confirm with its
// duplicates flagged, then registered whole, or refused whole with nothing written.
import { describe, expect, it } from 'vitest'
import { importAttendees, previewAttendees } from '../../../src/main/fundraiser/attendeeImport'
import { saveSettings } from '../../../src/main/fundraiser/fundraiserActions'
import { fundraiserViewOf } from '../../../src/main/fundraiser/fundraiserReads'
import { AppError } from '../../../src/shared/app-error'
import { snapshot } from '../night/helpers'
import { SETTINGS, base64, withNight } from './helpers'

/** Text as an older Excel saves it: Latin-1, but for the euro sign and curly apostrophe. */
function windows1252(text: string): Uint8Array {
  return Uint8Array.from(text, (ch) => (ch === '€' ? 0x80 : ch === '’' ? 0x92 : ch.charCodeAt(0)))
}

const utf16 = (text: string): Uint8Array =>
  Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')])

function key(run: () => unknown): string {
  try {
    run()
    return ''
  } catch (err) {
    if (!(err instanceof AppError)) throw err
    return err.messageKey
  }
}

describe('an attendee file through main', () => {
  it('reads each encoding a spreadsheet writes, flagging duplicates for the organiser', async () => {
    const { ctx, nightId } = await withNight()
    saveSettings(ctx.fundraiser, nightId, SETTINGS)
    const files: [Uint8Array, string, string][] = [
      [
        Buffer.from('\uFEFFName,Email\r\nZoë Núñez,z@x.org\r\n"Smith, Jane",j@x.org\r\n'),
        'utf-8',
        ',',
      ],
      [utf16('First Name,Last Name,Email\r\n花子,山田,h@x.jp\r\n'), 'utf-16le', ','],
      [
        // an older Excel's euro sign and apostrophe are bytes 0x80 and 0x92
        windows1252(
          'Vorname;Nachname;E-Mail;Betrag\r\nZoë;Müller;z@x.de;25,00 €\r\n' +
            'Zoe;Muller;z@x.de;\r\nSe’an;O’Neill;;\r\n',
        ),
        'windows-1252',
        ';',
      ],
      [utf16('First Name\tLast Name\r\nAnn\tLee\r\n'), 'utf-16le', '\t'],
    ]
    for (const [bytes, encoding, delimiter] of files) {
      const preview = previewAttendees(ctx.fundraiser, nightId, base64(bytes))
      expect(preview, encoding).toMatchObject({ encoding, delimiter })
    }
    const latin = previewAttendees(ctx.fundraiser, nightId, base64(files[2]?.[0] ?? ''))
    expect(latin.attendees.map((a) => [a.firstName, a.lastName, a.amountPaidMinor])).toEqual([
      ['Zoë', 'Müller', 2500],
      ['Zoe', 'Muller', null],
      ['Se’an', 'O’Neill', null],
    ])
    expect(latin.attendees[1]?.flags.map((f) => f.kind).sort()).toEqual(['sameEmail', 'sameName'])
    const japanese = previewAttendees(ctx.fundraiser, nightId, base64(files[1]?.[0] ?? ''))
    expect(japanese.attendees[0]).toMatchObject({ firstName: '花子', lastName: '山田' })
    ctx.close()
  })

  it('registers the whole list less the rows left out, in one change', async () => {
    const { ctx, nightId } = await withNight()
    saveSettings(ctx.fundraiser, nightId, SETTINGS)
    const file = base64(
      [
        'First Name,Last Name,Email,Ticket Type,Total Paid,Payment Type',
        'Ann,Lee,ann@x.org,Early Bird,$25.00,Eventbrite',
        'Ann,Lee,ann@x.org,Early Bird,$25.00,Eventbrite',
        'Bo,Ng,,General,,',
      ].join('\r\n'),
    )
    const preview = previewAttendees(ctx.fundraiser, nightId, file)
    expect(preview.attendees[1]?.flags.map((f) => f.kind)).toContain('sameEmail')
    importAttendees(ctx.fundraiser, nightId, file, { skipRows: [3] }, 'desk-1')
    const view = fundraiserViewOf(ctx.fundraiser, nightId)
    expect(view?.registrations.map((r) => [r.lastName, r.source, r.paidMinor])).toEqual([
      ['Lee', 'import', 2500],
      ['Ng', 'import', 0],
    ])
    expect(view?.payments).toMatchObject([{ method: 'online', deviceId: 'desk-1' }])
    ctx.close()
  })

  it('refuses a file that is no list of people, or holds a nameless row, writing nothing', async () => {
    const { ctx, nightId } = await withNight()
    saveSettings(ctx.fundraiser, nightId, SETTINGS)
    const before = snapshot(ctx)
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])
    const cases: [string, string][] = [
      ['date,amount,category\n2026-01-01,5,food\n', 'csv.noNameColumn'],
      ['', 'csv.empty'],
      ['First Name,Last Name\nAnn,Lee\n,\n"Bo,Ng\n', 'csv.unclosedQuote'],
      ['First Name,Last Name,Email\nAnn,Lee,a@x\n,,b@x\n', 'import.rowNoName'],
    ]
    for (const [text, expected] of cases)
      expect(
        key(() => importAttendees(ctx.fundraiser, nightId, base64(text))),
        text,
      ).toBe(`errors.fundraiser.${expected}`)
    expect(key(() => importAttendees(ctx.fundraiser, nightId, base64(png)))).toBe(
      'errors.fundraiser.csv.binary',
    )
    expect(snapshot(ctx)).toBe(before)
    ctx.close()
  })
})
