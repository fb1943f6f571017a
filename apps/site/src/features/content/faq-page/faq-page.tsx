import { FREE_TRIAL_DAYS, TRANSLATION_LANGUAGE_COUNT } from '@app/pricing';
import { Heading, Link, Stack, Text } from '@app/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { TitledPage } from '../../../components/titled-page/titled-page.js';
import * as styles from './faq-page.css.js';

/**
 * /faq (docs/routes-and-screens.md#faq): a title, a description and five questions, each an h2 over its
 * answer, so a screen reader lists the questions and jumps to one (no accordion: every answer stays visible
 * and found by the browser's search).
 */
export function FaqPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'faq.title' });

  const questions = [
    {
      id: 'faq-software',
      question: intl.formatMessage({ id: 'faq.software.question' }),
      answer: intl.formatMessage({ id: 'faq.software.answer' }),
    },
    {
      id: 'faq-privacy',
      question: intl.formatMessage({ id: 'faq.privacy.question' }),
      answer: intl.formatMessage({ id: 'faq.privacy.answer' }),
    },
    {
      id: 'faq-mac',
      question: intl.formatMessage({ id: 'faq.mac.question' }),
      answer: intl.formatMessage({ id: 'faq.mac.answer' }),
    },
    {
      id: 'faq-translation',
      question: intl.formatMessage({ id: 'faq.translation.question' }),
      answer: intl.formatMessage({ id: 'faq.translation.answer' }, { languages: TRANSLATION_LANGUAGE_COUNT }),
    },
    {
      id: 'faq-trial',
      question: intl.formatMessage({ id: 'faq.trial.question' }),
      answer: intl.formatMessage({ id: 'faq.trial.answer' }, { days: FREE_TRIAL_DAYS }),
    },
  ];

  return (
    <TitledPage title={title} intro={intl.formatMessage({ id: 'faq.description' })} width="text">
      <div>
        {questions.map(({ id, question, answer }) => (
          <section key={id} aria-labelledby={id} className={styles.question}>
            <Stack gap="small">
              <Heading level={2} size="3" id={id}>
                {question}
              </Heading>
              <Text>{answer}</Text>
            </Stack>
          </section>
        ))}
      </div>
      <Text>
        <FormattedMessage
          id="faq.more"
          values={{
            link: (chunks) => (
              <Link asChild weight="semibold">
                <RouterLink to="/contact">{chunks}</RouterLink>
              </Link>
            ),
          }}
        />
      </Text>
    </TitledPage>
  );
}
