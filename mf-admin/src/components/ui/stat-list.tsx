export type Stat = { label: string; value: number | undefined; note?: string };

/** The dashboard's headline numbers; a dash while they load. */
export function StatList({ stats, label }: { stats: Stat[]; label: string }) {
  return (
    <dl className="admin-stats" aria-label={label}>
      {stats.map((stat) => (
        <div key={stat.label} className="admin-stats__item">
          <dt className="admin-stats__label">{stat.label}</dt>
          <dd className="admin-stats__value">{stat.value ?? '—'}</dd>
          {stat.note ? <dd className="admin-stats__note">{stat.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
