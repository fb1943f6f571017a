import { emailSchema, type SsoDiscoverResponse } from '@app/contracts';
import { useCallback, useState } from 'react';
import { useSession } from '../../../components/session-provider/session-provider.js';

export type SsoOffer = NonNullable<SsoDiscoverResponse['sso']>;

/**
 * docs/sso.md#sign-in: e-mail first. Once an address is filled in (on leaving the field, and on
 * submit), the API says whether its practice signs it in through a provider. Nothing is asked
 * before she typed an address, typing is never held up, and an address without a provider (or a
 * failed question) leaves the password sign-in as it was.
 */
export function useSsoDiscovery() {
  const { call } = useSession();
  const [asked, setAsked] = useState<string | null>(null);
  const [answer, setAnswer] = useState<{ email: string; sso: SsoOffer | null } | null>(null);
  const discover = useCallback(
    (typed: string) => {
      const parsed = emailSchema.safeParse(typed);
      if (!parsed.success) {
        setAsked(null);
        return;
      }
      const email = parsed.data;
      setAsked((previous) => {
        if (previous === email) return previous;
        call('ssoDiscover', { email }).then(
          ({ sso }) => setAnswer({ email, sso }),
          (error: unknown) => console.warn('[sign-in] sso discovery', error),
        );
        return email;
      });
    },
    [call],
  );
  const sso = answer && asked !== null && answer.email === asked ? answer.sso : null;
  /** The provider known for `typed`, when that is the address last asked about. */
  const offerFor = (typed: string) => (sso && emailSchema.safeParse(typed).data === asked ? sso : null);
  return { sso, discover, offerFor } as const;
}
