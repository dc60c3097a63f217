import { nightSchemas as n } from '../schemas/night'
import type { SavedFile } from '../views'
import { call } from './call'

/** The printables' calls: save a document as PDF, or open it to print. */
export const printCalls = {
  'print:save': call(n.print).returns<SavedFile>(),
  'print:open': call(n.print).returns<{ opened: boolean; pages: number }>(),
}
