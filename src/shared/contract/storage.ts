import { z } from 'zod'
import type { StoreStatus } from '../storage'
import { call, NoArgs } from './call'

/** The store's calls: its health, a backup now, a restore. */
export const storageCalls = {
  'store:status': call(NoArgs).returns<StoreStatus>(),
  'store:backup': call(NoArgs).returns<StoreStatus>(),
  'store:restore': call(z.strictObject({ name: z.string().min(1).max(200) })).returns<{
    restarting: boolean
  }>(),
}
