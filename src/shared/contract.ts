import { z } from 'zod'
import type { CallOutcome } from './errors'
import type { TransferPreview, TransferResult } from './transfer/views'
import { transferSchemas } from './transfer/schemas'
import { nightSchemas as n } from './schemas/night'
import { SettingsPatchSchema } from './schemas/settings'
import { toolSchemas as t } from './schemas/tools'
import { lanSchemas as lan } from './schemas/lan'
import type { GuestLink, LanStatus } from './lan'
import type { Settings } from './settings'
import type { PushListen } from './push'
import type { RoundTimer } from './roundTimer'
import type { StoreStatus } from './storage'
import type { DiceView, KeeperView, SoloView } from './toolViews'
import type {
  AddedPerson,
  ExportedFile,
  HistoryEntry,
  NightSummary,
  NightView,
  Person,
  RoundRecord,
  SavedFile,
  SeasonRow,
  Standing,
  UiLocation,
} from './views'

export { CALL_CHANNEL } from './channels'

/** One call of the contract: its argument schema, and its result type carried as a phantom. */
export interface CallSpec<S extends z.ZodType, R> {
  args: S
  // A function type carries R exactly, null included (an optional R would lose null).
  readonly result?: () => R
}

/** Starts a call definition from its argument schema; `.returns<R>()` names its result type. */
function call<S extends z.ZodType>(args: S): { returns: <R>() => CallSpec<S, R> } {
  return { returns: <R>(): CallSpec<S, R> => ({ args }) }
}

const NoArgs = z.strictObject({})

/** What the app tells about itself. */
export interface AppInfo {
  name: string
  version: string
  dataFolder: string
  databaseFile: string
  schemaVersion: number
  locale: string
}

/** Every renderer→main call: name → argument schema and result type. */
export const contract = {
  'app:info': call(NoArgs).returns<AppInfo>(),
  'settings:get': call(NoArgs).returns<Settings>(),
  'settings:set': call(SettingsPatchSchema).returns<Settings>(),
  'roster:list': call(n.rosterList).returns<Person[]>(),
  'roster:add': call(n.rosterAdd).returns<AddedPerson>(),
  'roster:rename': call(n.rosterRename).returns<Person>(),
  'roster:archive': call(n.rosterArchive).returns<Person>(),
  'roster:merge': call(n.rosterMerge).returns<Person>(),
  'night:list': call(n.nightList).returns<NightSummary[]>(),
  'night:create': call(n.nightCreate).returns<NightView>(),
  'night:get': call(n.nightRef).returns<NightView>(),
  'night:delete': call(n.nightRef).returns<NightSummary[]>(),
  'night:setDetails': call(n.nightDetails).returns<NightView>(),
  'night:setGuests': call(n.nightGuests).returns<NightView>(),
  'night:setRules': call(n.nightRules).returns<NightView>(),
  'night:start': call(n.nightStart).returns<NightView>(),
  'night:recordResult': call(n.recordResult).returns<NightView>(),
  'night:recordResults': call(n.recordResults).returns<NightView>(),
  'night:commitRound': call(n.commitRound).returns<NightView>(),
  'night:correctResult': call(n.correctResult).returns<NightView>(),
  'night:round': call(n.roundRef).returns<RoundRecord>(),
  'night:undo': call(n.nightRef).returns<NightView>(),
  'night:redo': call(n.nightRef).returns<NightView>(),
  'night:arrive': call(n.guestChange).returns<NightView>(),
  'night:arriveNew': call(n.newGuest).returns<NightView>(),
  'night:leave': call(n.guestChange).returns<NightView>(),
  'night:passDie': call(n.guestChange).returns<NightView>(),
  'night:finish': call(n.nightRef).returns<NightView>(),
  'night:settleRollOffs': call(n.settleRollOffs).returns<NightView>(),
  'night:standings': call(n.nightRef).returns<Standing[]>(),
  'night:history': call(n.nightRef).returns<HistoryEntry[]>(),
  'night:exportJson': call(n.nightRef).returns<ExportedFile>(),
  'night:exportCsv': call(n.nightRef).returns<ExportedFile>(),
  'night:import': call(n.nightImport).returns<NightView>(),
  /** The import being checked, polled while it runs (as print:progress is). */
  'season:standings': call(n.seasonStandings).returns<SeasonRow[]>(),
  'ui:getLocation': call(NoArgs).returns<UiLocation | null>(),
  'ui:setLocation': call(n.uiLocation).returns<UiLocation>(),
  'file:save': call(n.fileSave).returns<SavedFile>(),
  'window:openProjector': call(NoArgs).returns<{ opened: boolean }>(),
  'print:save': call(n.print).returns<SavedFile>(),
  'print:open': call(n.print).returns<{ opened: boolean; pages: number }>(),
  'store:status': call(NoArgs).returns<StoreStatus>(),
  'store:backup': call(NoArgs).returns<StoreStatus>(),
  'store:restore': call(z.strictObject({ name: z.string().min(1).max(200) })).returns<{
    restarting: boolean
  }>(),
  'keeper:get': call(NoArgs).returns<KeeperView | null>(),
  'keeper:start': call(t.keeperStart).returns<KeeperView>(),
  'keeper:step': call(t.keeperStep).returns<KeeperView>(),
  'keeper:undo': call(NoArgs).returns<KeeperView>(),
  'keeper:next': call(NoArgs).returns<KeeperView>(),
  'keeper:send': call(NoArgs).returns<KeeperView>(),
  'keeper:clear': call(NoArgs).returns<null>(),
  'dice:get': call(NoArgs).returns<DiceView>(),
  'dice:roll': call(NoArgs).returns<DiceView>(),
  'dice:settings': call(t.diceSettings).returns<DiceView>(),
  'solo:get': call(NoArgs).returns<SoloView>(),
  'solo:new': call(t.soloNew).returns<SoloView>(),
  'solo:settings': call(t.soloSettings).returns<SoloView>(),
  'solo:move': call(NoArgs).returns<SoloView>(),
  'solo:pause': call(t.soloPause).returns<SoloView>(),
  'solo:sound': call(t.soloSound).returns<SoloView>(),
  'solo:clear': call(NoArgs).returns<SoloView>(),
  'timer:get': call(NoArgs).returns<RoundTimer>(),
  'timer:set': call(t.timerSet).returns<RoundTimer>(),
  'timer:start': call(NoArgs).returns<RoundTimer>(),
  'timer:pause': call(NoArgs).returns<RoundTimer>(),
  'timer:reset': call(NoArgs).returns<RoundTimer>(),
  'timer:bell': call(NoArgs).returns<RoundTimer>(),
  'lan:status': call(lan.night).returns<LanStatus>(),
  'lan:enable': call(lan.enable).returns<LanStatus>(),
  'lan:disable': call(lan.night).returns<LanStatus>(),
  'lan:mode': call(lan.mode).returns<LanStatus>(),
  'lan:reissue': call(lan.table).returns<LanStatus>(),
  'lan:revoke': call(lan.table).returns<LanStatus>(),
  'lan:accept': call(lan.submission).returns<LanStatus>(),
  'lan:decline': call(lan.submission).returns<LanStatus>(),
  'lan:guestLink': call(lan.guest).returns<GuestLink | null>(),
  'data:exportAll': call(NoArgs).returns<ExportedFile>(),
  'data:previewImport': call(transferSchemas.preview).returns<TransferPreview>(),
  'data:importAll': call(transferSchemas.import).returns<TransferResult>(),
}

/** The contract's type: handlers and clients are both derived from it. */
export type Contract = typeof contract
/** Any call name, e.g. 'settings:set'. */
export type CallName = keyof Contract
/** The argument object a call takes. */
export type CallArgs<K extends CallName> = z.input<Contract[K]['args']>
/** The argument object after validation, as a handler receives it. */
export type ParsedArgs<K extends CallName> = z.output<Contract[K]['args']>
/** The value a call resolves to. */
export type CallResult<K extends CallName> = ReturnType<NonNullable<Contract[K]['result']>>
/** Main's implementation of the contract: one handler per call, none missing. */
export type Handlers = {
  [K in CallName]: (args: ParsedArgs<K>) => CallResult<K> | Promise<CallResult<K>>
}
/** Calls whose arguments may be left out because they take none. */
export type OptionalArgs<K extends CallName> =
  Record<string, never> extends CallArgs<K> ? [args?: CallArgs<K>] : [args: CallArgs<K>]
/** The function the preload exposes: a typed call that never throws across the bridge. */
export type BridgeCall = <K extends CallName>(
  name: K,
  ...args: OptionalArgs<K>
) => Promise<CallOutcome<CallResult<K>>>
/** The object the preload puts on `window.bunco`: calls to main, and main's pushes. */
export interface BuncoBridge {
  call: BridgeCall
  on: PushListen
}

/** Lists every call name, for registration checks and tests. */
export const CALL_NAMES = Object.keys(contract) as CallName[]

/** Tells whether a value is the name of a contract call (own keys only, so no `__proto__`). */
export function isCallName(name: unknown): name is CallName {
  return typeof name === 'string' && Object.hasOwn(contract, name)
}
