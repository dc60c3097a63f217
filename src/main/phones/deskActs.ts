// A door desk's actions: checked in the fundraiser's own service as this desk's device (so the
// treasurer's report counts each desk's money), durable before the desk is answered, each key
// taken once (an action sent again because no answer came back is not taken twice), and a refusal
// of the fundraiser's (a guest checked in at the other desk already) said in the volunteer's words.
import { AppError } from '@shared/app-error'
import { ID_PREFIXES } from '@shared/fundraiser'
import { deskDeviceId, type DeskOutcome, type DeskPost } from '@shared/phones/desk'
import type { Language } from '@shared/settings'
import { actOnFundraiser } from '../fundraiser/fundraiserActions'
import { charityOf } from './charityNight'
import { PhoneError, type PhonesContext } from './phonesContext'
import { checkCode } from './tableCodes'

/** How many desk keys are remembered (the oldest forgotten first): hours of a busy door. */
export const DESK_KEYS_KEPT = 10_000

// the fundraiser's refusal, said in the volunteer's language; nothing was written
function refusedAtDesk(cx: PhonesContext, err: unknown, language: Language): unknown {
  if (!(err instanceof AppError)) return err
  const status = err.code === 'conflict' ? 409 : err.code === 'not-found' ? 404 : 422
  return new PhoneError(status, 'desk', cx.translateProblem?.(err, language))
}

function remember(cx: PhonesContext, key: string, outcome: DeskOutcome): void {
  cx.deskKeys.set(key, outcome)
  if (cx.deskKeys.size <= DESK_KEYS_KEPT) return
  const oldest = cx.deskKeys.keys().next()
  if (!oldest.done) cx.deskKeys.delete(oldest.value)
}

/** Takes one desk action sent with a live desk code, as that desk's; or refuses it. */
export function deskAct(
  cx: PhonesContext,
  code: string,
  post: DeskPost,
  language: Language,
): DeskOutcome {
  const row = checkCode(cx, code, 'desk')
  // a key is the desk's own: another code's key is another action
  const key = `${row.id}:${post.key}`
  const known = cx.deskKeys.get(key)
  if (known) return { ...known, repeated: true }
  const { action } = post
  const before = charityOf(cx, row.night_id)?.seq ?? 0
  let seq: number
  try {
    seq = actOnFundraiser(cx.fundraiser, row.night_id, action, deskDeviceId(Number(row.target))).seq
  } catch (err) {
    throw refusedAtDesk(cx, err, language)
  }
  // a walk-in's registration takes its id from the first place its action took in the log
  const guest =
    action.type === 'walkIn' ? `${ID_PREFIXES.registration}${before + 1}` : action.registrationId
  const outcome = { seq, guest, repeated: false }
  remember(cx, key, outcome)
  return outcome
}
