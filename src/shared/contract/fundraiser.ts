import type { DrawerCount } from '../fundraiser/drawer'
import { fundraiserSchemas as f } from '../fundraiser/calls'
import type { AttendeePreview, FundraiserView } from '../fundraiser/views'
import { call } from './call'

/** The fundraiser's calls: its settings, the desk's and the raffle's actions, the attendee list. */
export const fundraiserCalls = {
  /** The night's fundraiser, or null when the night is not one. */
  'fundraiser:get': call(f.ref).returns<FundraiserView | null>(),
  /** Starts the night's fundraiser with these settings, or changes them. */
  'fundraiser:settings': call(f.settings).returns<FundraiserView>(),
  /** One desk, raffle or money action, as this laptop's. */
  'fundraiser:act': call(f.act).returns<FundraiserView>(),
  /** An attendee file read for the organiser to confirm (nothing is written). */
  'fundraiser:previewImport': call(f.attendeeFile).returns<AttendeePreview>(),
  /** An attendee file registered whole, or refused whole. */
  'fundraiser:import': call(f.attendeeFile).returns<FundraiserView>(),
  /** The cash drawer's count against the cash the desk recorded. */
  'fundraiser:drawer': call(f.drawer).returns<DrawerCount>(),
}
