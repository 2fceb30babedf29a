import { Box, Heading, Text } from '@livefully/web-kit/ui';
import { Eyebrow } from '../eyebrow/eyebrow';

type PageHeaderProps = { eyebrow?: string; title: string; subtitle: string };

/** A list page's centred heading and subtitle. */
export function PageHeader({ eyebrow, title, subtitle }: PageHeaderProps) {
  return (
    <Box asChild mb="6">
      <header className="page-header">
        {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
        <Heading as="h1" size="8" mb="3">
          {title}
        </Heading>
        <Text as="p" size="4" color="gray" mb="0" className="page-header__subtitle">
          {subtitle}
        </Text>
      </header>
    </Box>
  );
}
