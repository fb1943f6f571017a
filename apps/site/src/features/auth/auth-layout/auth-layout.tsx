import { Card, Container, Heading, Stack, Text } from '@app/ui';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../hooks/use-document-title.js';
import * as styles from './auth-layout.css.js';

export interface AuthLayoutProps {
  /** The page's one h1, also its document title. */
  title: string;
  intro?: ReactNode;
  /** A decorative icon above the title, for the screens that only say something. */
  icon?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every sign-up, sign-in and password screen (docs/routes-and-screens.md#routes): one calm card,
 * form-wide.
 */
export function AuthLayout({ title, intro, icon, children }: AuthLayoutProps) {
  useDocumentTitle(title);
  return (
    <Container width="form">
      <Card>
        <Stack gap="large">
          <Stack gap="small" align="start">
            {icon ? <span className={styles.icon}>{icon}</span> : null}
            <Heading level={1} size="2">
              {title}
            </Heading>
            {intro ? <Text tone="muted">{intro}</Text> : null}
          </Stack>
          {children}
        </Stack>
      </Card>
    </Container>
  );
}
