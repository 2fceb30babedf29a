import { Text } from '@livefully/web-kit/ui';

/** The words the shell shows while this remote loads, kept while the session is checked. */
export function AdminLoading() {
  return (
    <Text as="p" color="gray" className="container page" role="status">
      Loading admin panel...
    </Text>
  );
}
