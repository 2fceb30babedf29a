import { useId } from 'react';

export type Stat = { label: string; value: number | undefined };

/** The dashboard's headline numbers under a heading for screen readers; a dash while they load. */
export function StatList({ stats, label }: { stats: Stat[]; label: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {label}
      </h2>
      <dl className="admin-stats">
        {stats.map((stat) => (
          <div key={stat.label} className="admin-stats__item">
            <dt className="admin-stats__label">{stat.label}</dt>
            <dd className="admin-stats__value">{stat.value ?? '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
