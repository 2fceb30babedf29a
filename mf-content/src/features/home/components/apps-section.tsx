import { APPS } from '@livefully/contracts/apps';
import { AppCard } from './app-card';
import { HomeSection } from './home-section';

export function AppsSection() {
  return (
    <HomeSection
      id="home-apps"
      eyebrow="Lifestyle apps"
      title="Tools to Live Your Best Life"
      subtitle="Simple apps we are building to help you plan, track and remember the good stuff."
      tone="muted"
    >
      <ul className="grid grid--md-2 grid--lg-3">
        {APPS.map((app) => (
          <li key={app.id}>
            <AppCard app={app} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
