/**
 * Text as a URL carries it, percent-encoded as UTF-8; a lone surrogate, which has no UTF-8 form
 * (encodeURIComponent refuses it), as the three bytes of its WTF-8 form: what a client that
 * does not check its strings sends.
 */
export function urlText(value: string): string {
  let encoded = '';
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    const high = unit >= 0xd800 && unit <= 0xdbff;
    if (high && i + 1 < value.length && (value.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      encoded += encodeURIComponent(value.slice(i, i + 2));
      i += 1;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      encoded += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      encoded += encodeURIComponent(value[i]!);
    }
  }
  return encoded;
}
