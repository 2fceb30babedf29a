import { Mail } from 'lucide-react';
import { useId } from 'react';
import { useNewsletterSignup } from '../hooks/use-newsletter-signup';
import './newsletter.css';

/** The home page's sign-up, rendered by the shell in a slot of its own. */
export function NewsletterSignup() {
  const { email, setEmail, submit, pending } = useNewsletterSignup();
  const id = useId();

  return (
    <div className="newsletter">
      <span className="newsletter__icon" aria-hidden="true">
        <Mail focusable="false" size={28} />
      </span>
      <h2 className="newsletter__title" id={`${id}-title`}>
        Stay Inspired
      </h2>
      <p className="newsletter__text">
        Get our latest insights, guides and ideas for living fully in your inbox. Practical, friendly and never more than you have time to
        read.
      </p>
      <form className="newsletter__form" onSubmit={submit} aria-labelledby={`${id}-title`}>
        <label className="visually-hidden" htmlFor={`${id}-email`}>
          Email address
        </label>
        <input
          id={`${id}-email`}
          className="input newsletter__input"
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="Enter your email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className="button button--primary newsletter__submit" disabled={pending}>
          {pending ? 'Subscribing...' : 'Subscribe'}
        </button>
      </form>
    </div>
  );
}
