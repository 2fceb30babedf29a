import { Text } from '@livefully/web-kit/ui';

export function SectionEmpty({ children }: { children: string }) {
  return (
    <Text as="p" color="gray" align="center">
      {children}
    </Text>
  );
}
