import { useEffect, useState } from 'react';
import { DEFAULT_SOCIAL_URL, getRuntimeConfig } from '../../config/runtime-config';

/** The social page comes from /remotes.json at run time, so changing it needs no rebuild. */
export function useSocialUrl(): string {
  const [url, setUrl] = useState(DEFAULT_SOCIAL_URL);
  useEffect(() => {
    let current = true;
    getRuntimeConfig()
      .then(({ socialUrl }) => current && setUrl(socialUrl))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return url;
}
