// What a door desk may send over the Wi-Fi: the contract's own fundraiser action schema, narrowed to
// the door's actions, with an idempotency key. Checked in main before anything is read.
import { z } from 'zod'
import { FundraiserActionSchema } from '../fundraiser/actions'
import { isDeskAction, type DeskPost } from '../phones/desk'

/** A desk's action: any fundraiser action the contract takes, if it is one of the door's. */
export const DeskActionSchema = FundraiserActionSchema.refine(isDeskAction, {
  message: 'not a desk action',
})

/** A desk's action as its page sends it, with its idempotency key. */
export const DeskPostSchema = z.strictObject({
  key: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  action: DeskActionSchema,
})

// the protocol's type and the schema's output are one shape
const sameShape: (post: z.output<typeof DeskPostSchema>) => DeskPost = (post) => post
void sameShape
