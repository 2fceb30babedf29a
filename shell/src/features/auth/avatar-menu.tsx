import type { AuthUser } from '@livefully/web-kit';
import { Avatar, Box, IconButton, IslandTheme, Text } from '@livefully/web-kit/ui';
import { DropdownMenu } from '@livefully/web-kit/ui/widgets';

interface AvatarMenuProps {
  user: AuthUser;
  onSignOut(): void;
}

function initialsOf(user: AuthUser): string {
  const source = user.displayName || user.email || '?';
  return source
    .split(/[\s@.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

/** The signed-in state: an avatar button opening a menu with name, e-mail and Sign out. */
export function AvatarMenu({ user, onSignOut }: AvatarMenuProps) {
  const label = user.displayName ?? user.email ?? 'your account';
  return (
    <IslandTheme>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger>
          <IconButton variant="ghost" radius="full" size="2">
            {/* Named by hidden text, not aria-label: the visible initials are decoration, and a name
              that does not contain them fails "label in name". */}
            <span className="visually-hidden">Account menu for {label}</span>
            <span aria-hidden="true">
              <Avatar
                size="2"
                radius="full"
                src={user.photoURL ?? undefined}
                alt=""
                referrerPolicy="no-referrer"
                fallback={initialsOf(user)}
              />
            </span>
          </IconButton>
        </DropdownMenu.Trigger>
        {/* Named "Account" rather than by the trigger, which repeats the person's name. */}
        <DropdownMenu.Content align="end" aria-label="Account" aria-labelledby={undefined}>
          <Box role="none" px="3" py="2" maxWidth="16rem">
            {user.displayName && (
              <Text as="p" size="2" weight="bold" m="0">
                {user.displayName}
              </Text>
            )}
            {user.email && (
              <Text as="p" size="1" color="gray" m="0" wrap="pretty" style={{ overflowWrap: 'anywhere' }}>
                {user.email}
              </Text>
            )}
          </Box>
          <DropdownMenu.Separator />
          <DropdownMenu.Item onSelect={onSignOut}>Sign out</DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
    </IslandTheme>
  );
}
