import { useEffect } from 'react';
import { useIntl } from 'react-intl';

/** Each page names itself in the tab and in the history, in the interface language. */
export function useDocumentTitle(title: string): void {
  const intl = useIntl();
  const full = intl.formatMessage({ id: 'page.titleSuffix' }, { title });
  useEffect(() => {
    document.title = full;
  }, [full]);
}
