// One plain HTTP request as the connection and limit tests make them: its status, or what
// happened to its socket instead (ECONNRESET, a timeout).
import http from 'node:http'

/** Sends one request (GET unless told) and reads its answer through; its status or error code. */
export function httpStatus(options: http.RequestOptions): Promise<string> {
  return new Promise((done) => {
    const req = http.request({ host: '127.0.0.1', timeout: 5_000, ...options })
    req.on('response', (res) => {
      res.resume()
      res.on('end', () => done(String(res.statusCode)))
    })
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', (err: NodeJS.ErrnoException) => done(err.code ?? err.message))
    req.end()
  })
}
