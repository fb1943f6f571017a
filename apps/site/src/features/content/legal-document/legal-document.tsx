import { Container, Heading, Stack, Text } from '@app/ui';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as styles from './legal-document.css.js';

export interface LegalSection {
  /** The heading's id, also the address of the section (`/privacy#privacy-voice`). */
  id: string;
  title: string;
  body: ReactNode;
}

export interface LegalDocumentProps {
  title: string;
  /** The month of the last revision, `YYYY-MM`; shown in the reader's language. */
  updated: string;
  intro: ReactNode;
  sections: ReadonlyArray<LegalSection>;
}

/**
 * The frame of the terms and the privacy policy (docs/routes-and-screens.md#terms-and-privacy): title, date
 * of the last revision, introduction, then one section per subject under its own h2, in a column narrow
 * enough to read.
 */
export function LegalDocument({ title, updated, intro, sections }: LegalDocumentProps) {
  const intl = useIntl();
  // A month, not an instant: read and formatted in UTC so no time zone moves it to the month before.
  const date = intl.formatDate(`${updated}-01T00:00:00Z`, {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });

  return (
    <Container width="text">
      <article>
        <Stack gap="xlarge">
          <Stack gap="small">
            <Heading level={1} size="1">
              {title}
            </Heading>
            <Text size="small" tone="muted">
              <FormattedMessage
                id="legal.lastUpdated"
                values={{ date: <time dateTime={updated}>{date}</time> }}
              />
            </Text>
          </Stack>
          <Text size="large">{intro}</Text>
          {sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id} className={styles.section}>
              <Stack gap="small">
                <Heading level={2} size="3" id={section.id}>
                  {section.title}
                </Heading>
                {section.body}
              </Stack>
            </section>
          ))}
        </Stack>
      </article>
    </Container>
  );
}
