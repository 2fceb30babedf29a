import type { App } from '@livefully/contracts';
import { Heart, Trophy, Utensils, type LucideIcon } from 'lucide-react';
import { NotifyMeDialog } from './notify-me-dialog';

const APP_ICONS: Record<App['id'], LucideIcon> = {
  'dining-alphabet': Utensils,
  'what-i-like': Heart,
  'stadium-tracker': Trophy,
};

export function AppCard({ app }: { app: App }) {
  const Icon = APP_ICONS[app.id];
  return (
    <article className={`app-card app-card--${app.color}`} aria-labelledby={`app-${app.id}`}>
      <div className="app-card__top">
        <span className="app-card__icon" aria-hidden="true">
          <Icon focusable="false" size={28} />
        </span>
        <span className="app-card__soon">Coming Soon</span>
      </div>
      <h2 className="app-card__title" id={`app-${app.id}`}>
        {app.title}
      </h2>
      <p className="app-card__description">{app.description}</p>
      <NotifyMeDialog app={app} />
    </article>
  );
}
