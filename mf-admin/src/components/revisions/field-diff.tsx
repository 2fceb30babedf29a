import { Text } from '@livefully/web-kit/ui';
import { useMemo } from 'react';
import { diffValues, type DisplayNames } from './text-diff';
import './revisions.css';

/**
 * One field's change, inline: removed words or lines struck through, added ones underlined,
 * each also named in words for screen readers (colour alone says nothing to them). Without a
 * label, the field is named around it (the audit screen's row header).
 */
export function FieldDiff({ before, after, label, names }: { before: unknown; after: unknown; label?: string; names?: DisplayNames }) {
  const parts = useMemo(() => diffValues(before, after, names), [before, after, names]);
  return (
    <div>
      {label === undefined ? null : (
        <Text as="p" size="2" weight="medium" mb="1">
          {label}
        </Text>
      )}
      <p className="admin-diff">
        {parts.map((part, index) =>
          part.added ? (
            <ins key={index}>
              <span className="visually-hidden">added: </span>
              {part.value}
            </ins>
          ) : part.removed ? (
            <del key={index}>
              <span className="visually-hidden">removed: </span>
              {part.value}
            </del>
          ) : (
            <span key={index}>{part.value}</span>
          ),
        )}
        {parts.length === 0 ? <Text color="gray">(empty)</Text> : null}
      </p>
    </div>
  );
}
