/** An empty parameter (`?status=`) reads as absent, as a form with an unset filter sends it. */
export function given(value: unknown): unknown {
  return value === '' ? undefined : value;
}
