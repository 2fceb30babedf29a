import type { ListEntryStatus, PersonEvent } from '@livefully/contracts';

/** What is known of the address when a subscription arrives, read under the address's lock. */
export interface AddressState {
  /** The entry of this list, if there is one. */
  status: ListEntryStatus | null;
  /** The address confirmed another list once. */
  confirmedBefore: boolean;
  /** A confirmation mail was queued for the address within CONFIRMATION_RESEND_MINUTES. */
  mailedRecently: boolean;
  /** Another replica (Redis) or an earlier try with the same request id handled this request. */
  done: boolean;
}

/**
 * What the entry becomes: `none` leaves it alone (the request was handled already), `same`
 * writes it back as it is (a confirmed entry), `touch` keeps a pending entry pending with a new
 * subscription time, `renew` makes it pending in a new confirmation round, `confirm` confirms it.
 */
export type EntryChange = 'none' | 'same' | 'touch' | 'renew' | 'confirm';

export interface SubscriptionDecision {
  change: EntryChange;
  events: { event: PersonEvent; detail: string | null }[];
  /** Whether the confirmation job queued for this subscription sends a mail. */
  mail: boolean;
}

/**
 * The double opt-in rules (docs/mail.md), decided before anything is written so that every
 * subscription then runs the same statements whatever the address's state: new or pending →
 * pending with a confirmation mail (at most one per address per window); confirmed → unchanged;
 * unsubscribed → pending in a new round; an address confirmed on another list → confirmed.
 */
export function decideSubscription(state: AddressState): SubscriptionDecision {
  const subscribed = { event: 'subscribed' as const, detail: null };
  if (state.done) return { change: 'none', events: [], mail: false };
  if (state.status === 'confirmed') return { change: 'same', events: [subscribed], mail: false };
  if (state.confirmedBefore && state.status !== 'unsubscribed') {
    return { change: 'confirm', events: [subscribed, { event: 'confirmed', detail: 'the address was confirmed before' }], mail: false };
  }
  return { change: state.status === 'pending' ? 'touch' : 'renew', events: [subscribed], mail: !state.mailedRecently };
}
