import { Text } from '@radix-ui/themes';

export function SectionEmpty({ children }: { children: string }) {
  return (
    <Text as="p" color="gray" align="center">
      {children}
    </Text>
  );
}
