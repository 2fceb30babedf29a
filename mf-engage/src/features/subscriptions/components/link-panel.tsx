import { Avatar, Card, Flex, Heading, Spinner } from '@livefully/web-kit/ui';
import type { LucideIcon } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import './subscriptions.css';

export type LinkPanelView = {
  heading: string;
  /** The icon of the outcome; none while the request is on its way (a spinner instead). */
  Icon?: LucideIcon;
  color?: 'green' | 'blue' | 'amber' | 'gray' | 'red';
  body: ReactNode;
  actions?: ReactNode;
};

/**
 * One card for every state of a confirm or unsubscribe link: the same places for the icon,
 * heading, text and links, and room reserved for the largest, so nothing moves when the answer
 * arrives. The outcome's heading takes the focus, so it is read out.
 */
export function LinkPanel({ view, busy }: { view: LinkPanelView; busy: boolean }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!busy) headingRef.current?.focus({ preventScroll: true });
  }, [busy, view.heading]);

  const { Icon } = view;
  return (
    <div className="container container--narrow page">
      <Card size="4" className="link-panel" aria-busy={busy}>
        <Flex direction="column" align="center" gap="3">
          <Avatar
            aria-hidden="true"
            size="5"
            radius="full"
            variant="soft"
            color={view.color ?? 'gray'}
            fallback={Icon ? <Icon focusable="false" size={36} /> : <Spinner size="3" />}
          />
          <Heading as="h1" size="7" align="center" mb="0" className="link-panel__heading" ref={headingRef} tabIndex={-1}>
            {/* New words are a new node: the browser counts a text that changes in place as moved. */}
            <span key={view.heading}>{view.heading}</span>
          </Heading>
          <div className="link-panel__body">{view.body}</div>
          <Flex className="link-panel__actions" gap="3" wrap="wrap" justify="center">
            {view.actions}
          </Flex>
        </Flex>
      </Card>
    </div>
  );
}
