import { Card, Link, Text } from '@livefully/web-kit/ui';
import '../../../components/eyebrow/eyebrow.css';
import type { LegalSection } from './legal-section';

export function LegalToc({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <Card asChild size="3" className="legal-toc">
      <nav aria-labelledby="legal-toc-title">
        <Text as="p" id="legal-toc-title" size="2" weight="bold" mb="3" className="eyebrow">
          On this page
        </Text>
        <ol className="legal-toc__list">
          {sections.map(({ id, title }) => (
            <li key={id}>
              <Link href={`#${id}`} size="2" color="gray" underline="hover">
                {title}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
    </Card>
  );
}
