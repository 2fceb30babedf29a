import type { ContactMessage } from '@livefully/contracts';
import { Breadcrumb, PageMeta, useToast } from '@livefully/web-kit';
import { Card, Heading, Text } from '@livefully/web-kit/ui';
import { useState } from 'react';
import { errorMessage } from '../../../utils/error-message';
import { useSendContactMessage } from '../api/send-contact-message';
import { useContactForm } from '../hooks/use-contact-form';
import { ContactForm } from './contact-form';
import { ContactInfo } from './contact-info';
import { ContactSent } from './contact-sent';
import './contact.css';

type View = 'editing' | 'sent' | 'editing-again';

export function Contact() {
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
    <div className="container page contact">
      <PageMeta
        title="Contact Us"
        description="Questions, article feedback, topic ideas or partnerships: write to the Live Fully team. We reply within 24 hours."
      />
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Contact Us' }]} />
      <header className="page-header">
        <h1>Contact Us</h1>
        <p className="page-header__subtitle">
          Have a question, a thought about something you read, or an idea for us? We would love to hear from you.
        </p>
      </header>
      <div className="contact__layout">
        <ContactInfo />
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
      </div>
    </div>
  );
}
