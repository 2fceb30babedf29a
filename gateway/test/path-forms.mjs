// @ts-check
import { Buffer } from 'node:buffer';
import { connect } from 'node:net';

/**
 * Request targets that try to make a page request name another host, by every trick a URL
 * parser or a proxy has been fooled with: scheme-relative paths, backslashes, encoded slashes
 * and backslashes, dot segments, absolute-form and authority-form request lines, and the same
 * behind the private pages' prefixes. `host` is `address:port` of a server that must never be
 * reached. Used by the gateway's page tests, the web tier's nginx test and bench/resilience.
 * @param {string} host
 * @returns {string[]}
 */
export function pathForms(host) {
  const [address = '', port = ''] = host.split(':');
  const forms = [
    `//${host}/x`,
    `//${host}`,
    `///${host}/x`,
    `////${host}/x`,
    `/\\${host}/x`,
    `/\\\\${host}/x`,
    `\\\\${host}/x`,
    `/%2F%2F${host}/x`,
    `/%2f%2f${host}%2fx`,
    `/%5C%5C${host}/x`,
    `/%255C%255C${host}/x`,
    `/http://${host}/x`,
    `/http:/${host}/x`,
    `/https:%2F%2F${host}/x`,
    `/.//${host}/x`,
    `/..//${host}/x`,
    `/%2e%2e//${host}/x`,
    `/blog/..//${host}/x`,
    `/blog/%2e%2e/%2e%2e//${host}/x`,
    `//${address}%3A${port}/x`,
    `//user@${host}/x`,
    `//${host}?x`,
    `//${host}#x`,
    `/?url=//${host}/x`,
    `/blog?category=//${host}/x`,
    `http://${host}/x`,
    `https://${host}/x`,
    `http://${host}`,
    `${host}`,
    `//${host}/preview/a.b`,
    `/preview/..//${host}/x`,
    `//${host}/subscriptions/confirm?token=x`,
    `/PREVIEW/%2F%2F${host}`,
    `/%09//${host}/x`,
    `/%00//${host}/x`,
    `/\t//${host}/x`,
  ];
  return forms;
}

/**
 * Sends `target` exactly as written on the request line (fetch would normalise it), over a
 * fresh connection, and reads the whole answer.
 * @param {number} port
 * @param {string} target
 * @param {{ host?: string, method?: string, headers?: Record<string, string> }} [options]
 * @returns {Promise<{ status: number, headers: Record<string, string>, body: string }>}
 */
export function rawRequest(port, target, { host = `127.0.0.1:${port}`, method = 'GET', headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    /** @type {Buffer[]} */
    const chunks = [];
    socket.setTimeout(15_000, () => socket.destroy(new Error(`no answer to ${target}`)));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      const [statusLine = '', ...headerLines] = text.slice(0, split === -1 ? text.length : split).split('\r\n');
      /** @type {Record<string, string>} */
      const headers = {};
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1] ?? 0), headers, body: split === -1 ? '' : text.slice(split + 4) });
    });
    const extra = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`${method} ${target} HTTP/1.1\r\nHost: ${host}\r\n${extra.join('')}Connection: close\r\n\r\n`, 'latin1');
  });
}
