import type { Handlers } from '@shared/contract'
import { engine } from '@shared/night/fail'
import { diceView, rollDice, setDiceSettings, type DiceDeps } from './dice'
import {
  clearKeeper,
  keeperView,
  nextKeeperRound,
  sendKeeperResult,
  startKeeper,
  stepKeeper,
  undoKeeperStep,
} from './keeper'
import type { KeeperDeps } from './keeperRecord'
import {
  clearSolo,
  newSolo,
  pauseSolo,
  setSoloSettings,
  soloMoveNext,
  soloSound,
  soloView,
  type SoloDeps,
} from './solo'
import {
  timerBell,
  timerPause,
  timerReset,
  timerSet,
  timerStart,
  timerState,
  type TimerDeps,
} from './timer'

/** The table tools' dependencies. */
export interface ToolDeps {
  keeper: KeeperDeps
  dice: DiceDeps
  solo: SoloDeps
  timer: TimerDeps
}

type ToolHandlers = Pick<
  Handlers,
  Extract<
    keyof Handlers,
    `keeper:${string}` | `dice:${string}` | `solo:${string}` | `timer:${string}`
  >
>

/** The scorekeeper's, the dice roller's, the solo game's and the timer's calls. */
export function toolHandlers(tools: ToolDeps): ToolHandlers {
  const { keeper, dice, solo, timer } = tools
  // the engine's refusals (a roll out of turn, a paused game) reach the host as its problems
  const handlers: ToolHandlers = {
    'keeper:get': () => keeperView(keeper),
    'keeper:start': (input) => startKeeper(keeper, input),
    'keeper:step': ({ step }) => stepKeeper(keeper, step),
    'keeper:undo': () => undoKeeperStep(keeper),
    'keeper:next': () => nextKeeperRound(keeper),
    'keeper:send': () => sendKeeperResult(keeper),
    'keeper:clear': () => clearKeeper(keeper),
    'dice:get': () => diceView(dice),
    'dice:roll': () => rollDice(dice),
    'dice:settings': (patch) => setDiceSettings(dice, patch),
    'solo:get': () => soloView(solo),
    'solo:new': ({ settings }) => newSolo(solo, settings),
    'solo:settings': (patch) => setSoloSettings(solo, patch),
    'solo:move': () => soloMoveNext(solo),
    'solo:pause': ({ paused }) => pauseSolo(solo, paused),
    'solo:sound': ({ on }) => soloSound(solo, on),
    'solo:clear': () => clearSolo(solo),
    'timer:get': () => timerState(timer),
    'timer:set': (patch) => timerSet(timer, patch),
    'timer:start': () => timerStart(timer),
    'timer:pause': () => timerPause(timer),
    'timer:reset': () => timerReset(timer),
    'timer:bell': () => timerBell(timer),
  }
  return Object.fromEntries(
    Object.entries(handlers).map(([name, run]) => [
      name,
      (args: never) => engine(() => (run as (a: never) => unknown)(args)),
    ]),
  ) as ToolHandlers
}
