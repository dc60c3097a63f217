// The desk's keys, for a volunteer with a keyboard: Enter opens the first guest found, the arrows
// walk the list, 1 to 5 pick how the opened guest pays, Escape goes back to the search.

/** What the keys act on: the search field, the list found, the opened guest's panel. */
export interface DeskKeyParts {
  input: HTMLInputElement
  hits: HTMLElement
  panel: HTMLElement
  back: () => void
}

/** Listens to the desk's keys inside `root`. */
export function deskKeys(root: HTMLElement, p: DeskKeyParts): void {
  const { input, hits, panel } = p
  const found = (): HTMLButtonElement[] => [
    ...hits.querySelectorAll<HTMLButtonElement>('.desk-hit'),
  ]
  root.addEventListener('keydown', (event) => {
    const target = event.target as HTMLElement
    const arrow = event.key === 'ArrowDown' || event.key === 'ArrowUp'
    let done = true
    if (event.key === 'Escape') {
      if (target === input) input.value = ''
      p.back()
    } else if (target === input && event.key === 'Enter') found()[0]?.click()
    else if (target === input && event.key === 'ArrowDown') found()[0]?.focus()
    else if (arrow && target.classList.contains('desk-hit')) {
      const all = found()
      const at = all.indexOf(target as HTMLButtonElement) + (event.key === 'ArrowDown' ? 1 : -1)
      if (at < 0) input.focus()
      else all[Math.min(at, all.length - 1)]?.focus()
    } else if (/^[1-5]$/.test(event.key) && !['INPUT', 'SELECT'].includes(target.tagName)) {
      // how the opened guest (or the walk-in) pays, unless a field is being typed in
      const pick = panel.querySelector<HTMLButtonElement>(
        `[data-key="${event.key}"]:not(:disabled)`,
      )
      if (pick) pick.click()
      else done = false
    } else done = false
    if (done) event.preventDefault()
  })
}
