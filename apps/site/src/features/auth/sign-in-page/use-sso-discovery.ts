import { emailSchema, type SsoDiscoverResponse } from '@app/contracts';
import { type FormEvent, useCallback, useState } from 'react';
import { useSession } from '../../../components/session-provider/session-provider.js';
import { leaveForProvider } from '../../../lib/leave-for-provider.js';

export type SsoOffer = NonNullable<SsoDiscoverResponse['sso']>;

/**
 * docs/sso.md#sign-in: e-mail first. Once an address is filled in (on leaving the field, and on
 * submit), the API says whether its practice signs it in through a provider. Nothing is asked
 * before she typed an address, typing is never held up, and an address without a provider (or a
 * failed question) leaves the password sign-in as it was.
 */
export function useSsoDiscovery(passwordSubmit: (event: FormEvent<HTMLFormElement>) => void) {
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
  // docs/sso.md#enforcement: required, the provider signs her in; otherwise the address is asked
  // about as the password sign-in goes on (a refusal sso_required then shows the provider's button).
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    const offer = offerFor(email);
    if (offer?.enforced) {
      event.preventDefault();
      leaveForProvider(offer.startUrl);
      return;
    }
    discover(email);
    passwordSubmit(event);
  };
  return { sso, discover, submit } as const;
}
