import { CircleAlert } from 'lucide-react';

type ErrorSummaryProps = {
  errors: { field: string; message: string }[];
  idOf: (field: string) => string;
  onSelect: (field: string) => void;
  /** e.g. 'post': "There are 2 problems with this post". */
  noun: string;
};

/** After a failed save: every problem, each a link to its field; announced when it appears. */
export function ErrorSummary({ errors, idOf, onSelect, noun }: ErrorSummaryProps) {
  if (errors.length === 0) return null;
  const count = errors.length === 1 ? 'There is 1 problem' : `There are ${errors.length} problems`;
  return (
    <div className="admin-error-summary" role="alert">
      <h2 className="admin-error-summary__title">
        <CircleAlert aria-hidden="true" focusable="false" size={20} />
        {count} with this {noun}
      </h2>
      <ul className="admin-error-summary__list">
        {errors.map(({ field, message }) => (
          <li key={field}>
            <a
              href={`#${idOf(field)}`}
              onClick={(event) => {
                event.preventDefault();
                onSelect(field);
              }}
            >
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
