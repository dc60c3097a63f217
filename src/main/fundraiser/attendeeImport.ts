// An attendee file in: its bytes decoded in the encoding they look to be in (UTF-8 with or without
// a BOM, Excel's UTF-16 "Unicode text", an older Excel's Windows-1252), read whole for the
// organiser to confirm, then registered whole (every row not left out) or refused whole.
import {
  attendeeEvents,
  decodeWindows1252,
  guessEncoding,
  parseAttendeesCsv,
  type AttendeePreview,
  type FundraiserState,
  type TextEncodingLabel,
} from '@shared/fundraiser'
import type { AttendeeImportOptions } from '@shared/fundraiser/calls'
import type { FoldedFundraiser, FundraiserDeps } from './fundraiserDeps'
import { fundraiserOf, record } from './fundraiserLog'

/** A file's text in the encoding its bytes are in (a UTF-8 BOM is left for the CSV reader). */
export function decodeAttendeeFile(bytes: Uint8Array): {
  text: string
  encoding: TextEncodingLabel
} {
  const encoding = guessEncoding(bytes)
  const text =
    encoding === 'windows-1252'
      ? decodeWindows1252(bytes)
      : new TextDecoder(encoding, { ignoreBOM: encoding === 'utf-8' }).decode(bytes)
  return { text, encoding }
}

function listOf(
  state: FundraiserState,
  file: string,
  options: AttendeeImportOptions = {},
): AttendeePreview {
  const { text, encoding } = decodeAttendeeFile(Buffer.from(file, 'base64'))
  const { delimiter, hasHeader, columns } = options
  const list = parseAttendeesCsv(text, {
    currency: state.settings.currency,
    ...(delimiter ? { delimiter } : {}),
    ...(hasHeader !== undefined ? { hasHeader } : {}),
    ...(columns ? { columns } : {}),
  })
  return { ...list, encoding }
}

/** An attendee file (base64 of its bytes) read for the organiser to confirm; nothing is written. */
export function previewAttendees(
  deps: FundraiserDeps,
  nightId: number,
  file: string,
  options?: AttendeeImportOptions,
): AttendeePreview {
  return listOf(fundraiserOf(deps, nightId).state, file, options)
}

/**
 * Registers an attendee file as this device's action: every row not left out (with what it paid
 * before the night), in one transaction, or nothing when any of it is refused.
 */
export function importAttendees(
  deps: FundraiserDeps,
  nightId: number,
  file: string,
  options: AttendeeImportOptions = {},
  deviceId = deps.laptop,
): FoldedFundraiser {
  fundraiserOf(deps, nightId)
  return record(deps, nightId, deviceId, (before, nextSeq) => {
    const state = before ?? fundraiserOf(deps, nightId).state
    const list = listOf(state, file, options)
    return attendeeEvents(list, state.settings, nextSeq, { skipRows: options.skipRows, deviceId })
  })
}
