import { Button } from '@livefully/web-kit/ui';
import { ArrowDown } from 'lucide-react';
import { useScrollToSection } from '../hooks/use-scroll-to-section';
import { RELATED_HEADING_ID, RELATED_SECTION_ID } from './related-section-ids';

/**
 * The guide's 'N related articles' link, an island (`mf_content/RelatedLink`): a plain link to
 * the section before its code runs (the browser jumps there), then a smooth scroll that leaves
 * the section clear of the sticky header and focuses its heading.
 */
export function RelatedLink({ count }: { count: number }) {
  const scrollToRelated = useScrollToSection(RELATED_SECTION_ID, RELATED_HEADING_ID);
  return (
    <Button asChild variant="soft" radius="full" size="2">
      <a href={`#${RELATED_SECTION_ID}`} onClick={scrollToRelated}>
        {`${count} related articles`}
        <ArrowDown aria-hidden="true" focusable="false" size={16} />
      </a>
    </Button>
  );
}
