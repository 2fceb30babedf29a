import type { ChosenAccount } from '@livefully/web-kit';
import { Card, Flex, Text } from '@livefully/web-kit/ui';
import { readRecentAccounts } from './recent-accounts';

/** The chooser's recently used test accounts, each a card that signs in with one click. */
export function RecentAccounts({ busy, onChoose }: { busy: boolean; onChoose(account: ChosenAccount): void }) {
  const recent = readRecentAccounts();
  if (recent.length === 0) return null;
  return (
    <Flex asChild direction="column" gap="2" p="0" mt="0" mb="4">
      <ul aria-label="Recent test accounts">
        {recent.map((account) => (
          <Flex asChild direction="column" key={account.email}>
            <li>
              <Card asChild>
                <button type="button" disabled={busy} onClick={() => onChoose(account)}>
                  <Text as="div" size="2" weight="bold">
                    {account.name}
                  </Text>
                  <Text as="div" size="1" color="gray">
                    {account.email}
                  </Text>
                </button>
              </Card>
            </li>
          </Flex>
        ))}
      </ul>
    </Flex>
  );
}
