import type { RoundTimer } from '../roundTimer'
import { toolSchemas as t } from '../schemas/tools'
import type { DiceView, KeeperView, SoloView } from '../toolViews'
import { call, NoArgs } from './call'

/** The tools' calls: the scorekeeper, the dice, the solo game and the round timer. */
export const toolCalls = {
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
}
