import { Link as RouterLink } from '@livefully/web-kit/router';
import { Box, Flex, Link } from '@livefully/web-kit/ui';
import { ArrowLeft } from 'lucide-react';

export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Box mb="4">
      <Link asChild size="2" weight="medium" color="gray" underline="hover">
        <RouterLink to={to}>
          <Flex as="span" display="inline-flex" align="center" gap="2">
            <ArrowLeft aria-hidden="true" focusable="false" size={16} />
            {children}
          </Flex>
        </RouterLink>
      </Link>
    </Box>
  );
}
