import { Button, Container, Heading, Stack } from '@app/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../../hooks/use-document-title.js';

/** Any path the site does not know. */
export function NotFoundPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'notFound.title' });
  useDocumentTitle(title);
  return (
    <Container>
      <Stack gap="large" align="start">
        <Heading level={1} size="1">
          {title}
        </Heading>
        <Button asChild>
          <Link to="/">{intl.formatMessage({ id: 'notFound.backHome' })}</Link>
        </Button>
      </Stack>
    </Container>
  );
}
