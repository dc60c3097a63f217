/** English texts of the club: its people, seasons, schedule, RSVPs and money. */
export const clubEn = {
  calendar: {
    title: '{club}: Bunco at {host}’s',
    titleNoHost: '{club}: Bunco night',
    hostLine: 'Host: {host}',
    notesLine: 'Notes: {notes}',
    fileName: '{club} {season}',
  },
}
