import { COMPANY } from '@app/i18n';
import { TRANSLATION_LANGUAGE_COUNT } from '@app/pricing';
import { Button, Container, Heading, Stack, Text } from '@app/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../../hooks/use-document-title.js';

/**
 * /about (docs/routes-and-screens.md#about): two paragraphs on the company and the product, and the way to
 * the licences.
 */
export function AboutPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'about.title' });
  useDocumentTitle(title);

  return (
    <Container width="text">
      <Stack gap="large" align="start">
        <Heading level={1} size="1">
          {title}
        </Heading>
        <Text size="large">
          {intl.formatMessage(
            { id: 'about.paragraph1' },
            { company: COMPANY.name, languages: TRANSLATION_LANGUAGE_COUNT },
          )}
        </Text>
        <Text size="large">{intl.formatMessage({ id: 'about.paragraph2' })}</Text>
        <Button asChild>
          <Link to="/license">{intl.formatMessage({ id: 'about.licenses' })}</Link>
        </Button>
      </Stack>
    </Container>
  );
}
