import { usePageAlive } from '@livefully/web-kit';
import { Avatar, Box, Button, Card, Flex, Heading, Text } from '@livefully/web-kit/ui';
import { EmailInput } from '../../../components/email-input/email-input';
import { Mail } from 'lucide-react';
import { useEffect, useRef, type RefObject } from 'react';
import { CONFIRM_NOTE } from '../../../components/email-input/confirm-note';
import { useNewsletterSignup } from '../hooks/use-newsletter-signup';
import './newsletter.css';

/**
 * Its elements' ids: fixed, not `useId`, since the island hydrates as a root of its own and
 * `useId` there would not make the ids the page's server render made. One sign-up per page.
 */
const id = 'newsletter';

/** The home page's sign-up (an island), rendered by the shell in a slot of its own. */
export function NewsletterSignup() {
  const { email, setEmail, submit, pending } = useNewsletterSignup();
  const alive = usePageAlive();
  const cardRef = useRef<HTMLDivElement>(null);
  useOpenedAtNewsletter(cardRef, `${id}-email`);

  return (
    // #newsletter: where an expired confirmation link sends the reader to subscribe again.
    <Card size="4" id="newsletter" className="newsletter" ref={cardRef}>
      <Flex direction="column" align="center" gap="3" py="4">
        <Avatar aria-hidden="true" size="4" radius="full" variant="soft" fallback={<Mail focusable="false" size={28} />} />
        <Heading as="h2" size="7" align="center" id={`${id}-title`}>
          Stay Inspired
        </Heading>
        <Text as="p" color="gray" align="center" mb="0" className="newsletter__text">
          Get our latest insights, guides and ideas for living fully in your inbox. Practical, friendly and never more than you have time to
          read.
        </Text>
        <Flex asChild direction={{ initial: 'column', sm: 'row' }} gap="3" width="100%" maxWidth="30rem" mt="2">
          <form onSubmit={submit} aria-labelledby={`${id}-title`}>
            <label className="visually-hidden" htmlFor={`${id}-email`}>
              Email address
            </label>
            <Box flexGrow="1">
              <EmailInput id={`${id}-email`} size="3" value={email} onChange={setEmail} describedBy={`${id}-note`} />
            </Box>
            {/* Not before the page is alive: the browser would send a plain form to this page. */}
            <Button type="submit" size="3" disabled={pending || !alive}>
              {pending ? 'Subscribing...' : 'Subscribe'}
            </Button>
          </form>
        </Flex>
        <Text as="p" size="1" color="gray" align="center" mb="0" id={`${id}-note`}>
          {CONFIRM_NOTE}
        </Text>
      </Flex>
    </Card>
  );
}

/**
 * Opened at `/#newsletter` (an expired confirmation link sends the reader here): the form comes
 * into view with its field focused. After the frame, since the shell starts every page at the top.
 */
function useOpenedAtNewsletter(cardRef: RefObject<HTMLDivElement | null>, inputId: string) {
  useEffect(() => {
    if (window.location.hash !== '#newsletter') return;
    const frame = requestAnimationFrame(() => {
      cardRef.current?.scrollIntoView({ block: 'start' });
      document.getElementById(inputId)?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [cardRef, inputId]);
}
