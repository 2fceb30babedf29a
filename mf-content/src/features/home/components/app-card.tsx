import type { App } from '@livefully/contracts';
import { Heart, Trophy, Utensils, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

const APP_ICONS: Record<App['id'], LucideIcon> = {
  'dining-alphabet': Utensils,
  'what-i-like': Heart,
  'stadium-tracker': Trophy,
};

export function AppCard({ app }: { app: App }) {
  const Icon = APP_ICONS[app.id];
  return (
    <article className={`home-app home-app--${app.color}`}>
      <div className="home-app__top">
        <span className="home-app__icon" aria-hidden="true">
          <Icon focusable="false" size={26} />
        </span>
        <span className="home-app__soon">Coming Soon</span>
      </div>
      <h3 className="home-app__title">
        <Link to="/apps" className="home-app__link">
          {app.title}
        </Link>
      </h3>
      <p className="home-app__description">{app.description}</p>
    </article>
  );
}
