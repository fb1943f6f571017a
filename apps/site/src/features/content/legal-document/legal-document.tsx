import type { MessageId } from '@app/i18n';
import { Container, Heading, Stack, Text } from '@app/ui';
import type { ReactNode } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { useDocumentTitle } from '../../../hooks/use-document-title.js';
import { CompanyAddress } from '../company-address/company-address.js';
import * as styles from './legal-document.css.js';

/**
 * The month of both documents' last revision, `YYYY-MM` (docs/routes-and-screens.md#terms-and-privacy:
 * "last updated in December 2026"); shown in the reader's language.
 */
export const LEGAL_REVISION = '2026-12';

export interface LegalSection {
  /** The heading's id, also the address of the section (`/privacy#privacy-voice`). */
  id: string;
  title: string;
  body: ReactNode;
}

export interface LegalDocumentProps {
  /** The document's title, also the browser tab's. */
  title: string;
  intro: ReactNode;
  sections: ReadonlyArray<LegalSection>;
  /** The closing section, its heading the message `<key>.title`: whom to write to, above the company's postal address. */
  contact: { key: TextSectionKey; text: ReactNode };
}

/**
 * The frame of the terms and the privacy policy (docs/routes-and-screens.md#terms-and-privacy): title, date
 * of the last revision, introduction, then one section per subject under its own h2, in a column narrow
 * enough to read, the last one the contact with the company's postal address.
 */
export function LegalDocument({ title, intro, sections, contact }: LegalDocumentProps) {
  const intl = useIntl();
  useDocumentTitle(title);
  // A month, not an instant: read and formatted in UTC so no time zone moves it to the month before.
  const date = intl.formatDate(`${LEGAL_REVISION}-01T00:00:00Z`, {
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
                values={{ date: <time dateTime={LEGAL_REVISION}>{date}</time> }}
              />
            </Text>
          </Stack>
          <Text size="large">{intro}</Text>
          {[...sections, contactSection(intl, contact)].map((section) => (
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

function contactSection(intl: IntlShape, { key, text }: LegalDocumentProps['contact']): LegalSection {
  return section(
    intl,
    key,
    <Stack gap="medium">
      <Text>{text}</Text>
      <CompanyAddress />
    </Stack>,
  );
}

/** The keys of every `<key>.title` message. */
type TitledKey = { [Id in MessageId]: Id extends `${infer Key}.title` ? Key : never }[MessageId];

/** The messages of a section of text: `<key>.title` over `<key>.body`. */
type TextSectionKey = {
  [Id in MessageId]: Id extends `${infer Key}.title`
    ? `${Key}.body` extends MessageId
      ? Key
      : never
    : never;
}[MessageId];

/**
 * A section of plain text, its heading and paragraph the messages of `key` (`privacy.voice`), its
 * id the key's words joined by a hyphen (`privacy-voice`).
 */
export function textSection(
  intl: IntlShape,
  key: TextSectionKey,
  values?: Record<string, string | number>,
): LegalSection {
  return section(intl, key, <Text>{intl.formatMessage({ id: `${key}.body` }, values)}</Text>);
}

/** A section whose body is more than one paragraph of text (lists, links), under the heading `<key>.title`. */
export function section(intl: IntlShape, key: TextSectionKey | TitledKey, body: ReactNode): LegalSection {
  return { id: key.replaceAll('.', '-'), title: intl.formatMessage({ id: `${key}.title` }), body };
}
