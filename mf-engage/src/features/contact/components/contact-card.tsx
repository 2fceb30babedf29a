import type { ContactMessage } from '@livefully/contracts';
import { useToast } from '@livefully/web-kit';
import { Card, Heading, Text } from '@livefully/web-kit/ui';
import { useState } from 'react';
import { errorMessage } from '../../../utils/error-message';
import { useSendContactMessage } from '../api/send-contact-message';
import { useContactForm } from '../hooks/use-contact-form';
import { ContactForm } from './contact-form';
import { ContactSent } from './contact-sent';

type View = 'editing' | 'sent' | 'editing-again';

/**
 * The form's card (an island: the rest of the contact page is the server's markup): the form,
 * its messages and toasts, and the confirmation that replaces it once a message is sent.
 */
export function ContactCard() {
  const form = useContactForm();
  const [view, setView] = useState<View>('editing');
  const { toast } = useToast();
  const send = useSendContactMessage();
  const onSend = (message: ContactMessage) =>
    send.mutate(message, {
      onSuccess: () => {
        form.reset();
        setView('sent');
        toast({ title: 'Message sent successfully!', description: "Thank you for contacting us. We'll get back to you soon." });
      },
      onError: (error) =>
        toast({ title: 'Error sending message', description: errorMessage(error, 'Please try again later.'), variant: 'destructive' }),
    });
  return (
    <Card asChild size="3">
      <section aria-labelledby={view === 'sent' ? undefined : 'contact-form-title'}>
        {view === 'sent' ? (
          <ContactSent onSendAnother={() => setView('editing-again')} />
        ) : (
          <>
            <Heading as="h2" size="5" mb="2" id="contact-form-title">
              Send Us a Message
            </Heading>
            <Text as="p" color="gray" mb="5">
              Fill out the form below and we&apos;ll get back to you within 24 hours.
            </Text>
            <ContactForm form={form} pending={send.isPending} onSend={onSend} focusOnShow={view === 'editing-again'} />
          </>
        )}
      </section>
    </Card>
  );
}
