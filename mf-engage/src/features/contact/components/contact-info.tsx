import { Avatar, Box, Card, Flex, Heading, Strong, Text } from '@livefully/web-kit/ui';
import { Handshake, Lightbulb, LifeBuoy, MessageCircle, MessageSquareText, type LucideIcon } from 'lucide-react';

const HELP_TOPICS: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: MessageCircle, title: 'General inquiries', text: 'Questions about Live Fully and what we do.' },
  { icon: MessageSquareText, title: 'Article feedback', text: 'Thoughts, corrections or your own story about something you read.' },
  { icon: Lightbulb, title: 'Topic suggestions', text: 'Guides and articles you would like us to write next.' },
  { icon: Handshake, title: 'Partnerships', text: 'Collaborations with brands, creators and organizations.' },
  { icon: LifeBuoy, title: 'Technical support', text: 'Trouble with the site, signing in or your subscriptions.' },
];

export function ContactInfo() {
  return (
    <Flex direction="column" gap="5">
      <Card asChild size="3" variant="classic">
        <section aria-labelledby="contact-info-title">
          <Heading as="h2" size="5" mb="3" id="contact-info-title">
            Get in Touch
          </Heading>
          <Text as="p" mb="0">
            Live Fully is a digital-first community: there is no office to visit or phone line to call. The best way to reach our team is
            the contact form on this page. We read every message.
          </Text>
        </section>
      </Card>
      <Card asChild size="3">
        <section aria-labelledby="contact-help-title">
          <Heading as="h2" size="5" mb="4" id="contact-help-title">
            How We Can Help
          </Heading>
          <Flex asChild direction="column" gap="4">
            <ul className="contact-help">
              {HELP_TOPICS.map(({ icon: Icon, title, text }) => (
                <Flex asChild key={title} gap="3" align="start">
                  <li>
                    <Avatar aria-hidden="true" size="3" variant="soft" fallback={<Icon focusable="false" size={20} />} />
                    <Box>
                      <Text as="div" size="3">
                        <Strong>{title}</Strong>
                      </Text>
                      <Text as="div" size="2" color="gray">
                        {text}
                      </Text>
                    </Box>
                  </li>
                </Flex>
              ))}
            </ul>
          </Flex>
        </section>
      </Card>
    </Flex>
  );
}
