// The app's closed lists of places and documents: one home each, from which the types, the
// contract's schemas and the screens' choices are derived.

/** The screens the app can show. */
export const SCREENS = [
  'home',
  'newNight',
  'night',
  'roster',
  'season',
  'club',
  'settings',
  'keeper',
  'dice',
  'solo',
] as const
/** One of SCREENS. */
export type Screen = (typeof SCREENS)[number]

/** The tabs of a night's screen, in the order they are shown. */
/** The sections of the club screen. */
export const CLUB_SECTIONS = ['people', 'money', 'schedule', 'report', 'folder'] as const
/** One of CLUB_SECTIONS. */
export type ClubSection = (typeof CLUB_SECTIONS)[number]

/** The tabs of the night screen. */
export const NIGHT_TABS = [
  'seating',
  'entry',
  'standings',
  'history',
  'prizes',
  'print',
  'phones',
  'fundraiser',
  'slides',
] as const
/** One of NIGHT_TABS. */
export type NightTab = (typeof NIGHT_TABS)[number]

/** The sections of a fundraiser night's tab: the door desk, the games, donations, the money. */
export const FUNDRAISER_SECTIONS = ['door', 'raffle', 'donations', 'money'] as const
/** One of FUNDRAISER_SECTIONS. */
export type FundraiserSection = (typeof FUNDRAISER_SECTIONS)[number]

/** The documents the app prints, in the order the print screen lists them. */
export const DOCUMENT_KINDS = [
  'scoreSheets',
  'tallies',
  'rules',
  'tableCards',
  'tableSigns',
  'seatingChart',
  'results',
] as const
/** One of DOCUMENT_KINDS. */
export type DocumentKind = (typeof DOCUMENT_KINDS)[number]

/** The documents a club prints for one of its seasons: its report and its schedule. */
export const CLUB_DOCUMENT_KINDS = ['season', 'schedule'] as const
/** One of CLUB_DOCUMENT_KINDS. */
export type ClubDocumentKind = (typeof CLUB_DOCUMENT_KINDS)[number]

/** The documents a fundraiser prints: name tags, a donation's receipt, the treasurer's report. */
export const FUNDRAISER_DOCUMENT_KINDS = ['nameTags', 'donationReceipt', 'treasurerReport'] as const
/** One of FUNDRAISER_DOCUMENT_KINDS. */
export type FundraiserDocumentKind = (typeof FUNDRAISER_DOCUMENT_KINDS)[number]
