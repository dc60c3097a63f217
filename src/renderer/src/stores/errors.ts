import { defineStore } from 'pinia'
import { ref } from 'vue'
import { ApiError } from '../api'

/** The error the host is being shown, if any (one at a time, newest wins). */
export const useErrorStore = defineStore('errors', () => {
  const message = ref<string | null>(null)

  /** Shows a failure; ApiError messages are already translated by main. */
  function show(err: unknown): void {
    message.value = err instanceof ApiError ? err.message : String(err)
  }

  /** Hides the error. */
  function dismiss(): void {
    message.value = null
  }

  return { message, show, dismiss }
})
