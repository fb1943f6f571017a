import { FREE_TRIAL_DAYS, TRANSLATION_LANGUAGE_COUNT } from '@app/pricing';
import {
  Button,
  Container,
  FeatureList,
  Heading,
  IconDocument,
  IconMic,
  IconSparkle,
  Inline,
  Stack,
  StepList,
  Text,
} from '@app/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../../hooks/use-document-title.js';
import * as styles from './home-page.css.js';

/**
 * Home (docs/routes-and-screens.md#home): title, subtitles, three feature lines, an image, the three steps of
 * how it works, get-started to /license and try-free buttons.
 */
export function HomePage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'home.documentTitle' }));
  const tryFree = intl.formatMessage({ id: 'home.tryFree' }, { days: FREE_TRIAL_DAYS });

  return (
    <Container>
      <section className={styles.hero} aria-labelledby="home-title">
        <Stack gap="large">
          <Heading level={1} size="display" id="home-title">
            {intl.formatMessage({ id: 'home.title' })}
          </Heading>
          <Text size="large">{intl.formatMessage({ id: 'home.subtitle' })}</Text>
          <Text tone="muted">{intl.formatMessage({ id: 'home.subtitleSecondary' })}</Text>
          <FeatureList
            aria-label={intl.formatMessage({ id: 'home.featuresLabel' })}
            items={[
              intl.formatMessage({ id: 'home.feature.keyboard' }),
              intl.formatMessage({ id: 'home.feature.translate' }, { languages: TRANSLATION_LANGUAGE_COUNT }),
              intl.formatMessage({ id: 'home.feature.privacy' }),
            ]}
          />
          <Inline gap="medium">
            <Button asChild>
              <Link to="/license">{intl.formatMessage({ id: 'home.getStarted' })}</Link>
            </Button>
            <Button asChild variant="highlight">
              <Link to="/license">{tryFree}</Link>
            </Button>
          </Inline>
        </Stack>
        {/* Above the fold: loaded at once, with its size reserved so nothing shifts. */}
        <img
          className={styles.image}
          src="/images/home-dictation.svg"
          alt={intl.formatMessage({ id: 'home.imageAlt' })}
          width={560}
          height={400}
          fetchPriority="high"
        />
      </section>
      <section className={styles.steps} aria-labelledby="home-how">
        <Stack gap="xlarge">
          <Heading level={2} size="2" id="home-how">
            {intl.formatMessage({ id: 'home.howItWorks' })}
          </Heading>
          <StepList
            steps={[
              {
                title: intl.formatMessage({ id: 'home.step.dictate.title' }),
                description: intl.formatMessage({ id: 'home.step.dictate.description' }),
                icon: <IconMic />,
              },
              {
                title: intl.formatMessage({ id: 'home.step.transcribe.title' }),
                description: intl.formatMessage({ id: 'home.step.transcribe.description' }),
                icon: <IconDocument />,
              },
              {
                title: intl.formatMessage({ id: 'home.step.perfect.title' }),
                description: intl.formatMessage({ id: 'home.step.perfect.description' }),
                icon: <IconSparkle />,
              },
            ]}
          />
          <Inline gap="medium">
            <Button asChild variant="highlight">
              <Link to="/license">{tryFree}</Link>
            </Button>
          </Inline>
        </Stack>
      </section>
    </Container>
  );
}
