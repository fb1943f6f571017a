import { Container, Heading, Spinner, Stack } from '@app/ui';
import { useIntl } from 'react-intl';
import { useDocumentTitle } from '../../hooks/use-document-title.js';

/**
 * docs/routes-and-screens.md#redirecting: the page shown while the browser is sent elsewhere, 'Redirecting...
 * Please wait.'
 */
export function Redirecting() {
  const intl = useIntl();
  const text = intl.formatMessage({ id: 'common.redirecting' });
  useDocumentTitle(text);
  return (
    <Container>
      <Stack gap="large" align="center">
        <Spinner />
        {/* Focused after a client-side navigation, so a screen reader says it. */}
        <Heading level={1} size="3">
          {text}
        </Heading>
      </Stack>
    </Container>
  );
}
