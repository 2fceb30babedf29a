/**
 * A write of two steps whose first was saved and whose second was refused (a new post saved as a
 * draft, then refused its schedule): the editor takes the saved item as its own (so the next
 * save does not create another) and reports the refusal.
 */
export class PartlySaved<Item> extends Error {
  constructor(
    readonly saved: Item,
    override readonly cause: unknown,
  ) {
    super('Saved, but the next step was refused');
  }
}
