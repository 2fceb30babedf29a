import type { ContactMessage } from '@livefully/contracts';
import { usePageAlive } from '@livefully/web-kit';
import { Button, TextArea, TextField } from '@livefully/web-kit/ui';
import { Send } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, type FormEvent } from 'react';
import { Field } from '../../../components/field/field';
import { CONTACT_FIELDS, loadValidation, type ContactField, type ContactForm as Form } from '../hooks/use-contact-form';

type ContactFormProps = {
  form: Form;
  pending: boolean;
  onSend: (message: ContactMessage) => void;
  /** Put the cursor in the first field (coming back from the confirmation). */
  focusOnShow?: boolean;
};

const fieldId = (field: ContactField) => `contact-${field}`;

export function ContactForm({ form, pending, onSend, focusOnShow = false }: ContactFormProps) {
  const { values, errors, setValue } = form;
  const nameRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const alive = usePageAlive();
  const checking = useRef(false);

  // What a reader typed into the server-rendered form before the page came alive is kept: once,
  // as it comes alive, the fields' text becomes the form's values.
  useLayoutEffect(() => {
    const elements = formRef.current?.elements;
    if (!elements) return;
    const typed = Object.fromEntries(
      CONTACT_FIELDS.map((field) => [field, (elements.namedItem(field) as HTMLInputElement | HTMLTextAreaElement | null)?.value]),
    );
    form.adopt(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (focusOnShow) nameRef.current?.focus();
  }, [focusOnShow]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // One send at a time: a second press while the first is checked does nothing.
    if (pending || checking.current) return;
    checking.current = true;
    void form.check().then((checked) => {
      checking.current = false;
      if ('message' in checked) onSend(checked.message);
      // The first field in error takes the focus, so its message is read out with its label.
      else document.getElementById(fieldId(checked.invalid))?.focus();
    });
  };

  // A field in error turns red as well as saying so underneath.
  const text = (field: ContactField) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => setValue(field, event.target.value),
    required: true,
    size: '3' as const,
    variant: errors[field] ? ('soft' as const) : ('surface' as const),
    color: errors[field] ? ('red' as const) : undefined,
  });

  return (
    <form
      ref={formRef}
      className="contact-form"
      onSubmit={submit}
      // A reader who starts on the form will send it: the schema loads meanwhile.
      onFocus={() => void loadValidation()}
      noValidate
      aria-label="Contact form"
    >
      <div className="contact-form__row">
        <Field id={fieldId('name')} label="Name" error={errors.name}>
          {(control) => (
            <TextField.Root {...control} {...text('name')} ref={nameRef} type="text" autoComplete="name" placeholder="Your name" />
          )}
        </Field>
        <Field id={fieldId('email')} label="Email" error={errors.email}>
          {(control) => <TextField.Root {...control} {...text('email')} type="email" autoComplete="email" placeholder="you@example.com" />}
        </Field>
      </div>
      <Field id={fieldId('subject')} label="Subject" error={errors.subject}>
        {(control) => <TextField.Root {...control} {...text('subject')} type="text" placeholder="What is this about?" />}
      </Field>
      <Field id={fieldId('message')} label="Message" error={errors.message}>
        {(control) => <TextArea {...control} {...text('message')} rows={7} resize="vertical" placeholder="Tell us more..." />}
      </Field>
      {/* Not before the page is alive: the browser would send a plain form, the message in the address. */}
      <Button type="submit" size="3" className="contact-form__submit" disabled={pending || !alive}>
        <Send aria-hidden="true" focusable="false" size={18} />
        {pending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
