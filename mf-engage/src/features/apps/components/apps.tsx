import { APPS } from '@livefully/contracts';
import { PageMeta } from '@livefully/web-kit';
import { BookOpen, Compass, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { AppCard } from './app-card';
import './apps.css';

export function Apps() {
  return (
    <div className="container page apps">
      <PageMeta
        title="Lifestyle Apps"
        description="Dining through the Alphabet, What I Like and Stadium Tracker: simple apps for living fully are coming soon. Get notified at launch."
      />
      <header className="page-header">
        <h1>Lifestyle Apps</h1>
        <p className="page-header__subtitle">Simple tools to help you plan, track and remember the moments that make life full.</p>
      </header>
      <section className="apps-soon" aria-labelledby="apps-soon-title">
        <Sparkles aria-hidden="true" focusable="false" size={22} className="apps-soon__icon" />
        <div>
          <h2 id="apps-soon-title" className="apps-soon__title">
            Coming Soon
          </h2>
          <p className="apps-soon__text">
            We are building these apps now. Choose Notify Me on any of them and we will email you the day it becomes available.
          </p>
        </div>
      </section>
      <ul className="grid grid--md-2 grid--lg-3 apps__list">
        {APPS.map((app) => (
          <li key={app.id}>
            <AppCard app={app} />
          </li>
        ))}
      </ul>
      <section className="apps-meanwhile" aria-labelledby="apps-meanwhile-title">
        <h2 id="apps-meanwhile-title">While You Wait</h2>
        <p>Our articles and guides are full of ideas you can use today.</p>
        <div className="cluster apps-meanwhile__links">
          <Link to="/blog" className="button button--primary">
            <BookOpen aria-hidden="true" focusable="false" size={18} />
            Read the Blog
          </Link>
          <Link to="/guides" className="button button--outline">
            <Compass aria-hidden="true" focusable="false" size={18} />
            Explore Guides
          </Link>
        </div>
      </section>
    </div>
  );
}
