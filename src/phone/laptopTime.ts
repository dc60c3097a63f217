// The laptop's time on this screen: a phone or TV set minutes wrong (or to another time zone's
// clock, by hand) must still count the move down with the laptop, so every answer's time is kept.
let offset = 0

/** Learns the laptop's time from an answer sent between `sentAt` and `receivedAt` (this clock). */
export function heardLaptopTime(header: string | null, sentAt: number, receivedAt: number): void {
  const laptop = header === null ? NaN : Number(header)
  if (!Number.isFinite(laptop) || laptop <= 0) return
  // the laptop read its clock about halfway through the round trip
  offset = laptop - (sentAt + receivedAt) / 2
}

/** The laptop's time now, as this screen best knows it (its own clock until an answer came). */
export function laptopNow(): number {
  return Date.now() + offset
}
