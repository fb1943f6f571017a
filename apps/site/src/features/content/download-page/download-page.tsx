import { FREE_TRIAL_DAYS } from '@app/pricing';
import { Button, Container, FeatureList, Heading, IconDownload, Notice, Stack, Text } from '@app/ui';
import { useIntl } from 'react-intl';
import { downloadUrl } from '../../../content/download.js';
import { useDocumentTitle } from '../../../hooks/use-document-title.js';
import * as styles from './download-page.css.js';

/**
 * /download (docs/routes-and-screens.md#download): what the app does, an illustration, the button to the
 * Windows store listing, and what it needs: Windows (no Mac version yet) and a microphone.
 */
export function DownloadPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'download.title' });
  useDocumentTitle(title);

  return (
    <Container>
      <Stack gap="xxlarge">
        <section className={styles.hero} aria-labelledby="download-title">
          <Stack gap="large" align="start">
            <Heading level={1} size="1" id="download-title">
              {title}
            </Heading>
            <Text size="large">{intl.formatMessage({ id: 'download.intro' })}</Text>
            <Text tone="muted">
              {intl.formatMessage({ id: 'download.trial' }, { days: FREE_TRIAL_DAYS })}
            </Text>
            <Stack gap="small" align="start">
              <Button asChild size="large">
                <a href={downloadUrl()}>
                  <IconDownload />
                  {intl.formatMessage({ id: 'download.button' })}
                </a>
              </Button>
              <Text size="small" tone="muted">
                {intl.formatMessage({ id: 'download.storeNote' })}
              </Text>
            </Stack>
            <Notice tone="info" announce="none">
              {intl.formatMessage({ id: 'download.mac' })}
            </Notice>
          </Stack>
          {/* Beside the button on a computer, where a Windows app is downloaded: above the fold,
              so loaded at once, with its size reserved so nothing shifts. */}
          <img
            className={styles.image}
            src="/images/download-app.svg"
            alt={intl.formatMessage({ id: 'download.imageAlt' })}
            width={560}
            height={400}
          />
        </section>
        <section className={styles.requirements} aria-labelledby="download-requirements">
          <Stack gap="large">
            <Heading level={2} size="2" id="download-requirements">
              {intl.formatMessage({ id: 'download.requirements.title' })}
            </Heading>
            <FeatureList
              aria-labelledby="download-requirements"
              items={[
                intl.formatMessage({ id: 'download.requirements.windows' }),
                intl.formatMessage({ id: 'download.requirements.microphone' }),
                intl.formatMessage({ id: 'download.requirements.internet' }),
              ]}
            />
          </Stack>
        </section>
      </Stack>
    </Container>
  );
}
