import { ArrowRight, Compass, Heart, Mountain, Sun, Utensils } from 'lucide-react';
import { Link } from 'react-router';

const MOMENTS = [
  { label: 'Work-life balance', note: 'Evenings that stay yours', Icon: Sun, tone: 'sun' },
  { label: 'Adventure & travel', note: 'Big trips on small time', Icon: Mountain, tone: 'sky' },
  { label: 'Wellness', note: 'Habits that actually last', Icon: Heart, tone: 'rose' },
  { label: 'Food & dining', note: 'A new table every week', Icon: Utensils, tone: 'leaf' },
] as const;

export function HomeHero() {
  return (
    <section className="home-hero" aria-labelledby="home-hero-heading">
      <div className="container home-hero__inner">
        <div className="home-hero__copy">
          <p className="home-hero__eyebrow">
            <Compass aria-hidden="true" focusable="false" size={16} />
            Your guide to a fuller life
          </p>
          <h1 id="home-hero-heading" className="home-hero__title">
            Live fully,
            <br />
            <em>every single day</em>
          </h1>
          <p className="home-hero__lead">
            Practical guides and honest stories about balancing work and life, chasing adventures, looking after yourself and turning
            ordinary weeks into memories.
          </p>
          <div className="home-hero__actions">
            <Link to="/guides" className="button button--primary home-hero__button">
              Explore Guides
              <ArrowRight aria-hidden="true" focusable="false" size={18} />
            </Link>
            <Link to="/blog" className="button button--outline home-hero__button">
              Start Your Journey
            </Link>
          </div>
        </div>
        <ul className="home-hero__moments" aria-label="What we write about">
          {MOMENTS.map(({ label, note, Icon, tone }) => (
            <li key={label} className={`home-hero__moment home-hero__moment--${tone}`}>
              <span className="home-hero__moment-icon" aria-hidden="true">
                <Icon focusable="false" size={22} />
              </span>
              <span className="home-hero__moment-label">{label}</span>
              <span className="home-hero__moment-note">{note}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
