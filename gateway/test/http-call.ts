/** An answer as the tests read it: status, headers, the body's text, and the body as JSON when it is JSON. */
export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  body: any;
}

export interface CallOptions {
  method?: string;
  /** Sent as a bearer ID token. */
  token?: string;
  /** Sent as JSON; a string is sent as it is (a malformed body on purpose). */
  body?: unknown;
  headers?: Record<string, string>;
}

/** One HTTP request to a test cluster, given up after 10 s. */
export async function call(url: string, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON (a 304 has no body; the crawl files are XML and text)
  }
  return { status: response.status, headers: response.headers, text, body };
}
