import { Container, type ContainerProps, Heading, Stack, Text } from '@app/ui';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../hooks/use-document-title.js';

export interface TitledPageProps {
  /** The page's heading, and the browser tab's title unless `documentTitle` is given. */
  title: string;
  documentTitle?: string;
  /** The sentence under the heading that says what the page is for. */
  intro: ReactNode;
  width?: ContainerProps['width'];
  children: ReactNode;
}

/**
 * The frame of a page that opens with its title and an introduction (help pages, plans, admin):
 * the h1, the introduction in large text, then the page's own content, spaced as every such page.
 */
export function TitledPage({ title, documentTitle, intro, width, children }: TitledPageProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <Container width={width}>
      <Stack gap="xlarge">
        <Stack gap="medium">
          <Heading level={1} size="1">
            {title}
          </Heading>
          <Text size="large">{intro}</Text>
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
