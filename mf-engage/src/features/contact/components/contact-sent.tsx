import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';

/** Replaces the form after a send; takes the focus so the confirmation is read out. */
export function ContactSent({ onSendAnother }: { onSendAnother: () => void }) {
  const rootRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The card shrinks to this view: bring it into sight below the sticky header, then focus.
    rootRef.current?.scrollIntoView({ block: 'nearest' });
    headingRef.current?.focus({ preventScroll: true });
  }, []);

  return (
    <div className="contact-sent" ref={rootRef}>
      <span className="contact-sent__icon" aria-hidden="true">
        <CircleCheck focusable="false" size={40} />
      </span>
      <h2 className="contact-sent__title" ref={headingRef} tabIndex={-1}>
        Message Sent!
      </h2>
      <p className="contact-sent__text">Thank you for reaching out. We read every message and will reply within 24 hours.</p>
      <button type="button" className="button button--outline" onClick={onSendAnother}>
        Send Another Message
      </button>
    </div>
  );
}
