/** What every saved item carries: its id, its version (raised by each save) and when it was last saved. */
export type Versioned = { id: string; version: number; updatedAt: string };

/** The parts of the editor's form that the save's helpers move: its values, and what counts as unchanged. */
export type FormValues<V extends object> = {
  setValues: (patch: Partial<V>) => void;
  reset: (next: V) => void;
};
