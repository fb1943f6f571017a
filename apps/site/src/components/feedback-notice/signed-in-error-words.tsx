import type { ReactNode } from 'react';
import { defineMessages } from 'react-intl';
import { ErrorWordsContext } from './feedback-text.js';

/**
 * Refusals only signed-in screens meet, in the words of the catalog's account part, which arrives
 * with those screens (packages/i18n catalog-parts.ts): the public part every visitor's first page
 * downloads stays within its budget (apps/site/test/bundle/budgets.ts).
 */
const SIGNED_IN_ERROR_WORDS = defineMessages({
  // docs/accounts.md#deletion-ends-the-money: why nothing can be bought, and the way out.
  deletion_pending: { id: 'account.error.deletionPending' },
});

/** Gives the screens inside it the signed-in words of the refusals above. */
export function SignedInErrorWords({ children }: { children: ReactNode }) {
  return <ErrorWordsContext.Provider value={SIGNED_IN_ERROR_WORDS}>{children}</ErrorWordsContext.Provider>;
}
