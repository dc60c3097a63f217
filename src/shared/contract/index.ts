import type { z } from 'zod'
import type { CallOutcome } from '../errors'
import type { PushListen } from '../push'
import { appCalls } from './app'
import { clubCalls } from './club'
import { fundraiserCalls } from './fundraiser'
import { syncCalls } from './sync'
import { nightCalls } from './night'
import { phoneCalls } from './phones'
import { printCalls } from './print'
import { rosterCalls } from './roster'
import { seasonCalls } from './season'
import { slidesCalls } from './slides'
import { storageCalls } from './storage'
import { toolCalls } from './tools'
import { transferCalls } from './transfer'

export { CALL_CHANNEL } from '../channels'
export type { CallSpec } from './call'
export type { AppInfo } from './app'

/** Every renderer→main call, the merge of the features' calls: name → arguments and result. */
export const contract = {
  ...appCalls,
  ...rosterCalls,
  ...nightCalls,
  ...seasonCalls,
  ...printCalls,
  ...storageCalls,
  ...toolCalls,
  ...phoneCalls,
  ...transferCalls,
  ...clubCalls,
  ...syncCalls,
  ...fundraiserCalls,
  ...slidesCalls,
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
