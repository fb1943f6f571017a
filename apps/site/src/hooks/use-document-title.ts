import { PRODUCT_NAME } from '@app/i18n';
import { createContext, useContext, useEffect } from 'react';
import { useIntl } from 'react-intl';

/**
 * Pre-rendering runs no effect: the page's title is handed to the renderer through this instead,
 * for the <title> of the page's HTML (src/prerender/render-page.tsx). Absent in the browser.
 */
const DocumentTitleContext = createContext<{ current?: string } | null>(null);
export const DocumentTitleSink = DocumentTitleContext.Provider;

/** Each page names itself in the tab and in the history, in the interface language. */
export function useDocumentTitle(title: string): void {
  const intl = useIntl();
  const full = intl.formatMessage({ id: 'page.titleSuffix' }, { title, product: PRODUCT_NAME });
  const sink = useContext(DocumentTitleContext);
  if (sink) sink.current = full;
  useEffect(() => {
    document.title = full;
  }, [full]);
}
