// The size of one file as the server sends it gzip-compressed to a client that accepts only gzip.
import http from 'node:http';

/** Bytes of the response body on the wire (not decoded) for `url` with Accept-Encoding: gzip. */
export function gzipWireSize(url) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        return reject(new Error(`${url} answered ${response.statusCode}`));
      }
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => resolve({ bytes, encoding: response.headers['content-encoding'] ?? 'identity' }));
    });
    request.on('error', reject);
  });
}
