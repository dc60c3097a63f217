// Joining the party's Wi-Fi by QR: the text a phone's camera reads as "join this network".

/** The Wi-Fi the host typed on the phones tab (kept on this laptop only). */
export interface WifiLogin {
  name: string
  /** Empty for an open network. */
  password: string
}

/** The longest Wi-Fi name (32 bytes by the standard; characters here) and password (63). */
export const WIFI_NAME_MAX = 32
export const WIFI_PASSWORD_MAX = 63

// the Wi-Fi QR format's special characters: a backslash before each
function escapeWifi(text: string): string {
  return text.replace(/([\\;,:"])/g, '\\$1')
}

/** The Wi-Fi QR text (`WIFI:T:WPA;S:name;P:password;;`), `T:nopass` without a password. */
export function wifiQrText(login: WifiLogin): string {
  const name = `S:${escapeWifi(login.name)};`
  if (!login.password) return `WIFI:T:nopass;${name};`
  return `WIFI:T:WPA;${name}P:${escapeWifi(login.password)};;`
}
