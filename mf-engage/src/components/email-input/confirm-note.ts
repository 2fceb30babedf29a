/** The one line every sign-up adds under its field: the address is confirmed by e-mail first (docs/mail.md). */
export const CONFIRM_NOTE = "We'll send you an e-mail to confirm your address.";
