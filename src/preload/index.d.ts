import type { BuncoBridge } from '../shared/contract'

declare global {
  interface Window {
    /** The preload's bridge to the main process (see src/shared/contract.ts). */
    bunco: BuncoBridge
  }
}

export {}
