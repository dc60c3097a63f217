import { describe, expect, it } from 'vitest'
import {
  amountOf,
  parseAttendeesCsv,
  paymentMethodOf,
} from '../../../src/shared/fundraiser/attendeesCsv'
import { CSV_LIMITS, guessDelimiter, parseCsv } from '../../../src/shared/fundraiser/csv'
import { createRandom } from '../../../src/shared/bunco'
import { editDistance, flagDuplicates, nameKey } from '../../../src/shared/fundraiser/duplicates'
import { guessEncoding, isValidUtf8 } from '../../../src/shared/fundraiser/encoding'
import { foldText } from '../../../src/shared/fundraiser/fold'
import { refused } from './helpers'

const EVENTBRITE =
  'Order #,Order Date,First Name,Last Name,Email,Quantity,Ticket Type,Buyer First Name,Buyer Last Name,Total Paid,Eventbrite Fees,Payment Type,Attendee Status\r\n' +
  '1001,2025-02-01,Zoë,Núñez,zoe@example.com,1,Early bird,Zoë,Núñez,$25.00,$2.10,Eventbrite Completed,Attending\r\n' +
  '1002,2025-02-02,"Mary ""Mo""",O\'Brien,mo@example.com,1,General,Mary,O\'Brien,$30.00,$2.40,PayPal Completed,Attending\r\n'

describe('RFC 4180 records', () => {
  it('keeps delimiters, doubled quotes and line breaks inside quotes', () => {
    const text = 'name,note\r\n"Smith, Jane","said ""hi""\nthen left"\r\nBob,plain\n'
    expect(parseCsv(text, ',')).toEqual([
      ['name', 'note'],
      ['Smith, Jane', 'said "hi"\nthen left'],
      ['Bob', 'plain'],
    ])
  })

  it('reads CR, LF and CRLF line ends and a last line without one', () => {
    expect(parseCsv('a,b\rc,d\ne,f\r\ng,h', ',')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
      ['g', 'h'],
    ])
    expect(parseCsv('a,,b', ',')).toEqual([['a', '', 'b']])
  })

  it('refuses a quote never closed', () => {
    refused(() => parseCsv('name\n"Jane\n', ','), 'csv.unclosedQuote')
  })

  it('guesses comma, semicolon and tab', () => {
    expect(guessDelimiter('First Name,Last Name\nAnn,Lee\n')).toBe(',')
    expect(guessDelimiter('Vorname;Nachname;Betrag\nJürgen;Groß;25,00\n')).toBe(';')
    expect(guessDelimiter('Name\tEmail\nAnn Lee\tann@x.org\n')).toBe('\t')
    expect(guessDelimiter('"Lee, Ann";"ann@x.org"\n"Kim, Bo";"bo@x.org"\n')).toBe(';')
  })
})

describe('attendee files', () => {
  it('reads an Eventbrite export: columns guessed, buyer columns left aside, money in cents', () => {
    const list = parseAttendeesCsv(EVENTBRITE)
    expect(list.hasHeader).toBe(true)
    expect(list.columns).toEqual({
      firstName: 2,
      lastName: 3,
      fullName: null,
      email: 4,
      ticketType: 6,
      amountPaid: 9,
      paymentMethod: 11,
      orderNumber: 0,
    })
    expect(
      list.attendees.map((a) => [
        a.row,
        a.fullName,
        a.amountPaidMinor,
        a.paymentMethod,
        a.orderNumber,
      ]),
    ).toEqual([
      [2, 'Zoë Núñez', 2500, 'online', '1001'],
      [3, 'Mary "Mo" O\'Brien', 3000, 'online', '1002'],
    ])
  })

  it('reads a Google Forms export with a full name column, splitting the surname off', () => {
    const list = parseAttendeesCsv(
      'Timestamp,Email Address,Your name,How will you pay?\n2025/03/01,a@x.org,Ann Marie Lee,Cash at the door\n2025/03/01,b@x.org,"Kim, Bo",card\n',
    )
    expect(list.columns.fullName).toBe(2)
    expect(list.columns.email).toBe(1)
    expect(list.attendees.map((a) => [a.firstName, a.lastName, a.paymentMethod])).toEqual([
      ['Ann Marie', 'Lee', 'cash'],
      ['Bo', 'Kim', 'card'],
    ])
  })

  it('reads a European spreadsheet: BOM, semicolons, decimal commas, French headers', () => {
    const list = parseAttendeesCsv(
      '\uFEFFPrénom;Nom;Courriel;Montant\r\nÉlodie;Lefèvre;e@x.fr;25,50\r\n',
      { currency: 'EUR' },
    )
    expect(list.delimiter).toBe(';')
    expect(list.header[0]).toBe('Prénom')
    expect(list.attendees[0]).toMatchObject({
      firstName: 'Élodie',
      lastName: 'Lefèvre',
      amountPaidMinor: 2550,
    })
  })

  it('reads a Japanese form’s export: headers in Japanese, kana with voicing marks, yen', () => {
    const list = parseAttendeesCsv(
      '氏名,メールアドレス,チケット種別,支払金額,お支払い方法,予約番号\n' +
        '佐藤 明美,akemi@example.jp,一般,"3,000円",現金,A-17\n' +
        '鈴木 一郎,ichiro@example.jp,招待,0,無料,A-18\n',
      { currency: 'JPY' },
    )
    expect(list.columns).toMatchObject({
      fullName: 0,
      email: 1,
      ticketType: 2,
      amountPaid: 3,
      paymentMethod: 4,
      orderNumber: 5,
    })
    expect(list.attendees[0]).toMatchObject({
      email: 'akemi@example.jp',
      amountPaidMinor: 3000,
      paymentMethod: 'cash',
    })
    expect(list.attendees[1]).toMatchObject({ paymentMethod: 'free' })
  })

  it('tells a Japanese surname column from a given-name one, and a card from cash', () => {
    const list = parseAttendeesCsv('姓,名,メール\n佐藤,明美,a@x.jp\n', { currency: 'JPY' })
    expect(list.columns).toMatchObject({ lastName: 0, firstName: 1, email: 2, fullName: null })
    expect(list.attendees[0]).toMatchObject({ firstName: '明美', lastName: '佐藤' })
    // a header with a voiced kana (ゲ) is found though folding takes its mark off
    const guests = parseAttendeesCsv('ゲスト名,メールアドレス\n田中 花子,h@x.jp\n')
    expect(guests.columns).toMatchObject({ fullName: 0, email: 1 })
    expect(paymentMethodOf('クレジットカード')).toBe('card')
    expect(paymentMethodOf('オンライン決済')).toBe('online')
    expect(paymentMethodOf('小切手')).toBe('cheque')
    expect(paymentMethodOf('未定')).toBeNull()
  })

  it('skips empty rows but keeps the spreadsheet’s row numbers', () => {
    const list = parseAttendeesCsv('Name,Email\n\nAnn Lee,a@x.org\n,\n  ,  \nBo Kim,b@x.org\n')
    expect(list.attendees.map((a) => a.row)).toEqual([3, 6])
    expect(list.emptyRows).toBe(3)
  })

  it('lets the organiser override the guess: no header, and which column is which', () => {
    const text = 'Ann,Lee,a@x.org\nBo,Kim,b@x.org\n'
    refused(() => parseAttendeesCsv(text), 'csv.noNameColumn')
    const list = parseAttendeesCsv(text, {
      hasHeader: false,
      columns: { firstName: 0, lastName: 1, email: 2 },
    })
    expect(list.attendees.map((a) => a.fullName)).toEqual(['Ann Lee', 'Bo Kim'])
    refused(
      () => parseAttendeesCsv(text, { hasHeader: false, columns: { fullName: 7 } }),
      'csv.noSuchColumn',
    )
  })

  it('flags a row without a name and an unreadable amount, dropping neither', () => {
    const list = parseAttendeesCsv('Name,Amount\nAnn Lee,twenty\n,25\nBo Kim,-5\n')
    expect(list.attendees.map((a) => [a.row, a.flags.map((f) => f.kind)])).toEqual([
      [2, ['amountUnreadable']],
      [3, ['noName']],
      [4, ['amountUnreadable']],
    ])
  })

  it('refuses a file with no name column, or with nothing in it', () => {
    refused(() => parseAttendeesCsv('Product,Qty,Price\nMugs,3,4.00\n'), 'csv.noNameColumn')
    refused(() => parseAttendeesCsv(''), 'csv.empty')
    refused(() => parseAttendeesCsv('\uFEFF\r\n,,\r\n'), 'csv.empty')
    refused(() => parseAttendeesCsv('First Name,Last Name\n'), 'csv.empty')
  })

  it('refuses a PNG’s bytes decoded as text, as UTF-8 or as Windows-1252', () => {
    const png = [
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0,
      1, 0, 0, 0, 1, 0, 8, 6, 0, 0, 0,
    ]
    const asUtf8 = new TextDecoder('utf-8').decode(new Uint8Array(png))
    const as1252 = new TextDecoder('windows-1252').decode(new Uint8Array(png))
    refused(() => parseAttendeesCsv(asUtf8), 'csv.binary')
    refused(() => parseAttendeesCsv(as1252), 'csv.binary')
    const noNul = 'Name\n' + '\uFFFD\u0001\u0002'.repeat(20)
    refused(() => parseAttendeesCsv(noNul), 'csv.binary')
  })

  it('bounds the size, the records and the columns', () => {
    refused(() => parseAttendeesCsv('x'.repeat(CSV_LIMITS.chars + 1)), 'csv.tooLarge')
    refused(
      () => parseAttendeesCsv('Name\n' + 'Ann\n'.repeat(CSV_LIMITS.records + 1)),
      'csv.tooManyRows',
    )
    refused(
      () => parseAttendeesCsv('Name' + ',x'.repeat(CSV_LIMITS.columns + 1) + '\n'),
      'csv.tooManyColumns',
    )
  })
})

describe('duplicates and near-duplicates', () => {
  it('flags the same email, the same name with accents, case and order aside, and typos', () => {
    const list = parseAttendeesCsv(
      'Name,Email\nZoë Núñez,zoe@x.org\nzoe nunez,other@x.org\nBo Kim,ZOE@x.org \n"Nunez, Zoe",\nKatherine Johnson,k@x.org\nCatherine Jonson,c@x.org\nAl Li,al@x.org\nEd Li,ed@x.org\n',
    )
    const kinds = Object.fromEntries(
      list.attendees.map((a) => [a.row, a.flags.map((f) => `${f.kind}:${f.rows.join('+')}`)]),
    )
    expect(kinds[2]).toEqual(['sameEmail:4', 'sameName:3+5'])
    expect(kinds[3]).toEqual(['sameName:2+5'])
    expect(kinds[4]).toEqual(['sameEmail:2'])
    expect(kinds[6]).toEqual(['nearName:7'])
    expect(kinds[7]).toEqual(['nearName:6'])
    expect(kinds[8]).toEqual([])
    expect(list.attendees).toHaveLength(8)
  })

  it('finds a typo in a name however the file wrote it, "Last, First" or not', () => {
    const list = parseAttendeesCsv('Attendee,Email\n"Smith, John",j@x.org\nJon Smith,jon@y.net\n')
    expect(list.attendees.map((a) => a.flags)).toEqual([
      [{ kind: 'nearName', rows: [3] }],
      [{ kind: 'nearName', rows: [2] }],
    ])
  })

  it('measures edits with a swap of neighbours as one', () => {
    expect(editDistance('jon smith', 'john smith', 2)).toBe(1)
    expect(editDistance('ann lee', 'ann ele', 2)).toBe(1)
    expect(editDistance('abc', 'xyz', 1)).toBe(2)
    expect(editDistance('same', 'same', 0)).toBe(0)
  })

  it('finds the same near pairs as comparing every pair would, over seeded typos', () => {
    const random = createRandom(37)
    const FIRST = ['Katherine', 'Ann', 'Jon', 'Zoë', 'Margaret', 'Bo', 'Siobhán', 'Lee']
    const LAST = ['Johnson', 'Núñez', 'Lee', 'Smith', 'Williamson', 'Kim', 'Ó Súilleabháin']
    const typo = (name: string): string => {
      const at = random.int(name.length)
      const kind = random.int(3)
      if (kind === 0) return name.slice(0, at) + name.slice(at + 1)
      if (kind === 1) return name.slice(0, at) + 'x' + name.slice(at)
      return name.slice(0, at) + 'q' + name.slice(at + 1)
    }
    const rows = Array.from({ length: 300 }, (_, i) => {
      const name = `${FIRST[random.int(FIRST.length)]} ${LAST[random.int(LAST.length)]}`
      return { row: i + 2, name: random.int(3) === 0 ? typo(name) : name, email: null }
    })
    const flags = flagDuplicates(rows)
    let nearFound = 0
    const spelled = new Map(rows.map((r) => [r, foldText(r.name)]))
    const sorted = new Map(rows.map((r) => [r, nameKey(r.name)]))
    for (const a of rows) {
      const x = spelled.get(a) as string
      const expected = rows
        .filter((b) => {
          const y = spelled.get(b) as string
          if (b === a || sorted.get(a) === sorted.get(b) || x.length < 4 || y.length < 4)
            return false
          const limit = Math.min(x.length, y.length) > 10 ? 2 : 1
          return editDistance(x, y, limit) <= limit
        })
        .map((b) => b.row)
      const found = flags.get(a.row)?.find((f) => f.kind === 'nearName')?.rows ?? []
      expect(found).toEqual(expected)
      nearFound += found.length
    }
    expect(nearFound).toBeGreaterThan(20)
  })

  it('finds a typo among 2,000 rows', () => {
    const rows = Array.from({ length: 2000 }, (_, i) => ({
      row: i + 2,
      name: `Guest${i.toString(36)} Surname${(i * 7919) % 1000}`,
      email: null,
    }))
    rows.push({ row: 5000, name: 'Guest1 Surnme7919', email: null })
    expect(
      flagDuplicates(rows)
        .get(5000)
        ?.map((f) => f.kind),
    ).toEqual(['nearName'])
  })
})

describe('encodings and values', () => {
  it('picks UTF-8 for valid UTF-8, Windows-1252 otherwise, UTF-16 by its BOM', () => {
    expect(guessEncoding(new TextEncoder().encode('Zoë Núñez'))).toBe('utf-8')
    expect(guessEncoding(new Uint8Array([0x5a, 0x6f, 0xeb]))).toBe('windows-1252')
    expect(guessEncoding(new Uint8Array([0xff, 0xfe, 0x5a, 0]))).toBe('utf-16le')
    expect(guessEncoding(new Uint8Array([0xfe, 0xff, 0, 0x5a]))).toBe('utf-16be')
    expect(isValidUtf8(new Uint8Array([0xc0, 0x80]))).toBe(false)
    expect(isValidUtf8(new Uint8Array([0xed, 0xa0, 0x80]))).toBe(false)
    expect(isValidUtf8(new TextEncoder().encode('🎲 日本'))).toBe(true)
  })

  it('reads amounts and payment methods as people type them', () => {
    expect(amountOf('$25.00', 'USD')).toBe(2500)
    expect(amountOf('USD 1,234.50', 'USD')).toBe(123_450)
    expect(amountOf('25,00 €', 'EUR')).toBe(2500)
    expect(amountOf('¥3000', 'JPY')).toBe(3000)
    expect(amountOf('', 'USD')).toBeNull()
    expect(amountOf('-5', 'USD')).toBeNull()
    expect(paymentMethodOf('Visa ending 4242')).toBe('card')
    expect(paymentMethodOf('Chèque')).toBe('cheque')
    expect(paymentMethodOf('Complimentary')).toBe('free')
    expect(paymentMethodOf('??')).toBeNull()
  })
})
