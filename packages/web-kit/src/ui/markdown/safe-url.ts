/** docs/requirements.md#r-markdown-links: only these link protocols survive; relative and fragment links do too. */
const SAFE_PROTOCOL = /^(https?|ircs?|mailto|xmpp)$/i;

export function safeUrl(url: string): string {
  const value = url.trim();
  const colon = value.indexOf(':');
  if (colon === -1) return value;
  const endOfScheme = [value.indexOf('/'), value.indexOf('?'), value.indexOf('#')].filter((i) => i !== -1);
  if (endOfScheme.some((i) => i < colon)) return value;
  return SAFE_PROTOCOL.test(value.slice(0, colon)) ? value : '';
}
