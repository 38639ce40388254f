import type { ReactNode } from 'react';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { RouterLink } from '../../components/router-link';

export interface FigureCardProps {
  title: string;
  description: string;
  /** The page the figure is acted on, and the link's text. */
  link: { href: string; text: string };
  testId: string;
  /** The card's main figure (a count). */
  value: number;
  /** Shown instead of the figure's details when it is 0: what a zero means. */
  empty: { title: string; text: string };
  children?: ReactNode;
}

/** One dashboard card: a big figure, its details, and a link to the page where it is acted on. */
export function FigureCard({ title, description, link, testId, value, empty, children }: FigureCardProps) {
  return (
    <Container
      fitHeight
      data-testid={testId}
      header={
        <Header variant="h2" description={description}>
          {title}
        </Header>
      }
      footer={
        <RouterLink href={link.href} testId={`${testId}-link`}>
          {link.text}
        </RouterLink>
      }
    >
      <SpaceBetween size="xs">
        <Box variant="awsui-value-large" data-testid={`${testId}-count`}>
          {value.toLocaleString('en-MY')}
        </Box>
        {value === 0 ? (
          <Box color="text-body-secondary" data-testid={`${testId}-empty`}>
            <b>{empty.title}</b> {empty.text}
          </Box>
        ) : (
          children
        )}
      </SpaceBetween>
    </Container>
  );
}
