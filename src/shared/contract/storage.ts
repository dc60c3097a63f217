import { z } from 'zod'
import type { StoreStatus } from '../storage'
import { call, NoArgs } from './call'

/** The store's calls: its health, a backup now, a restore. */
export const storageCalls = {
  'storage:status': call(NoArgs).returns<StoreStatus>(),
  'storage:backup': call(NoArgs).returns<StoreStatus>(),
  'storage:restore': call(z.strictObject({ name: z.string().min(1).max(200) })).returns<{
    restarting: boolean
  }>(),
}
