// A door desk's actions: checked in the fundraiser's own service as this desk's device (so the
// treasurer's report counts each desk's money), durable before the desk is answered, each key
// taken once (an action sent again because no answer came back, even after a restart, is not
// taken twice: its key is kept with the night), and a refusal of the fundraiser's (a guest checked
// in at the other desk already) said in the volunteer's words.
import { AppError } from '@shared/app-error'
import { ID_PREFIXES } from '@shared/fundraiser'
import { deskDeviceId, type DeskOutcome, type DeskPost } from '@shared/phones/desk'
import type { Language } from '@shared/settings'
import { actOnFundraiser } from '../fundraiser/fundraiserActions'
import { charityOf } from './charityNight'
import { PhoneError, type PhonesContext } from './phonesContext'
import { checkCode } from './tableCodes'

// the fundraiser's refusal, said in the volunteer's language; nothing was written
function refusedAtDesk(cx: PhonesContext, err: unknown, language: Language): unknown {
  if (!(err instanceof AppError)) return err
  const status = err.code === 'conflict' ? 409 : err.code === 'not-found' ? 404 : 422
  return new PhoneError(status, 'desk', cx.translateProblem?.(err, language))
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
  const nightId = row.night_id
  const known = cx.deskKeys.taken(nightId, key)
  if (known) return { ...known, repeated: true }
  const { action } = post
  const before = charityOf(cx, nightId)?.seq ?? 0
  // a walk-in's registration takes its id from the first place its action took in the log
  const guest =
    action.type === 'walkIn' ? `${ID_PREFIXES.registration}${before + 1}` : action.registrationId
  let seq: number
  try {
    const device = deskDeviceId(Number(row.target))
    // the key is kept in the events' own transaction: both are written, or neither
    seq = actOnFundraiser(cx.fundraiser, nightId, action, device, (saved) =>
      cx.deskKeys.keep(nightId, key, { seq: saved.seq, guest }),
    ).seq
  } catch (err) {
    throw refusedAtDesk(cx, err, language)
  }
  return { seq, guest, repeated: false }
}
