/**
 * How a route reads its query when the raw one is not what its schema takes: these keep the
 * routes' long-standing answers (a repeated `q` searches for the first, a blank filter is none).
 */

/** `?q=a&q=b` reads as `q=a`. */
export function firstOf(...names: string[]) {
  return (raw: Record<string, unknown>): Record<string, unknown> =>
    Object.fromEntries(names.map((name) => [name, Array.isArray(raw[name]) ? (raw[name] as unknown[])[0] : raw[name]]));
}

/** `?kind=` reads as no `kind`, as a form with an unset filter sends it. */
export function blankAsAbsent(...names: string[]) {
  return (raw: Record<string, unknown>): Record<string, unknown> =>
    Object.fromEntries(names.map((name) => [name, raw[name] === '' ? undefined : raw[name]]));
}

/** Only the named parameters, as they were sent. */
export function only(...names: string[]) {
  return (raw: Record<string, unknown>): Record<string, unknown> => Object.fromEntries(names.map((name) => [name, raw[name]]));
}
