import { Box, Callout, Heading, Link } from '@livefully/web-kit/ui';
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
    <Callout.Root color="red" highContrast role="alert" mb="5">
      <Callout.Icon>
        <CircleAlert aria-hidden="true" focusable="false" size={18} />
      </Callout.Icon>
      <Box>
        <Heading as="h2" size="3" mb="2">
          {count} with this {noun}
        </Heading>
        <Box asChild pl="5" m="0">
          <ul>
            {errors.map(({ field, message }) => (
              <li key={field}>
                <Link
                  href={`#${idOf(field)}`}
                  color="red"
                  highContrast
                  size="2"
                  weight="medium"
                  underline="always"
                  onClick={(event) => {
                    event.preventDefault();
                    onSelect(field);
                  }}
                >
                  {message}
                </Link>
              </li>
            ))}
          </ul>
        </Box>
      </Box>
    </Callout.Root>
  );
}
