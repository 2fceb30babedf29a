import { Flex, Text } from '@livefully/web-kit/ui';
import { Checkbox } from '@livefully/web-kit/ui/widgets';
import { useId } from 'react';
import { useCanarySwitch, useSetCanarySwitch } from '../api/canary-queries';

/**
 * "Try new versions of the site in this browser" (docs/releasing.md, "Canary"): shown only while
 * a remote has a canary. On, every page this browser opens uses each remote's new build; the
 * state comes from the gateway, which alone reads the cookie.
 */
export function CanarySwitch() {
  const state = useCanarySwitch().data;
  const change = useSetCanarySwitch();
  const hintId = useId();
  if (!state || state.remotes.length === 0) return null;
  return (
    <Flex direction="column" gap="1" mt="4" className="canary-switch">
      <Text as="label" size="2" weight="bold">
        <Flex as="span" gap="2" align="center">
          <Checkbox
            checked={state.on}
            disabled={change.isPending}
            onCheckedChange={(checked) => change.mutate(checked === true)}
            aria-describedby={hintId}
          />
          Try new versions of the site in this browser
        </Flex>
      </Text>
      <Text as="p" id={hintId} size="2" color="gray">
        {state.on ? 'On: ' : 'Off: '}
        new versions of {state.remotes.join(', ')} {state.on ? 'are' : 'would be'} used on every page of this browser, for 30 days or until
        you turn this off. Readers are not affected.
      </Text>
    </Flex>
  );
}
