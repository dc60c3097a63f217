import type { Handlers } from '@shared/contract'
import { engine } from '@shared/night/fail'
import type { DiceService } from './diceService'
import type { KeeperService } from './keeperService'
import type { SoloService } from './soloService'
import type { TimerService } from './timerService'

/** The table tools' services. */
export interface ToolServices {
  keeper: KeeperService
  dice: DiceService
  solo: SoloService
  timer: TimerService
}

type ToolHandlers = Pick<
  Handlers,
  Extract<
    keyof Handlers,
    `keeper:${string}` | `dice:${string}` | `solo:${string}` | `timer:${string}`
  >
>

/** The scorekeeper's, the dice roller's and the solo game's calls. */
export function toolHandlers(tools: ToolServices): ToolHandlers {
  const { keeper, dice, solo, timer } = tools
  // the engine's refusals (a roll out of turn, a paused game) reach the host as its problems
  const handlers: ToolHandlers = {
    'keeper:get': () => keeper.view(),
    'keeper:start': (input) => keeper.start(input),
    'keeper:step': ({ step }) => keeper.step(step),
    'keeper:undo': () => keeper.undo(),
    'keeper:next': () => keeper.next(),
    'keeper:send': () => keeper.send(),
    'keeper:clear': () => keeper.clear(),
    'dice:get': () => dice.view(),
    'dice:roll': () => dice.roll(),
    'dice:settings': (patch) => dice.setSettings(patch),
    'solo:get': () => solo.view(),
    'solo:new': ({ settings }) => solo.start(settings),
    'solo:settings': (patch) => solo.setSettings(patch),
    'solo:move': () => solo.move(),
    'solo:pause': ({ paused }) => solo.pause(paused),
    'solo:sound': ({ on }) => solo.sound(on),
    'solo:clear': () => solo.clear(),
    'timer:get': () => timer.get(),
    'timer:set': (patch) => timer.set(patch),
    'timer:start': () => timer.start(),
    'timer:pause': () => timer.pause(),
    'timer:reset': () => timer.reset(),
    'timer:bell': () => timer.bell(),
  }
  return Object.fromEntries(
    Object.entries(handlers).map(([name, run]) => [
      name,
      (args: never) => engine(() => (run as (a: never) => unknown)(args)),
    ]),
  ) as ToolHandlers
}
