import { Avatar, Button, Flex, Heading, Text } from '@livefully/web-kit/ui';
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
    <Flex className="contact-sent" ref={rootRef} direction="column" align="center" gap="3" py="6">
      <Avatar
        aria-hidden="true"
        size="5"
        radius="full"
        color="green"
        variant="soft"
        fallback={<CircleCheck focusable="false" size={36} />}
      />
      <Heading as="h2" size="6" mb="0" className="contact-sent__title" ref={headingRef} tabIndex={-1}>
        Message Sent!
      </Heading>
      <Text as="p" color="gray" align="center" mb="2" className="contact-sent__text">
        Thank you for reaching out. We read every message and will reply within 24 hours.
      </Text>
      <Button type="button" variant="outline" highContrast onClick={onSendAnother}>
        Send Another Message
      </Button>
    </Flex>
  );
}
