import { Contact } from '../features/contact/components/contact';

export default function ContactPage() {
  return <Contact />;
}
