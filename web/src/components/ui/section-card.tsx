import type { ReactNode } from 'react';
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from './card';

export interface SectionCardProps {
  /** The heading's id: the section is labelled by it. */
  titleId: string;
  title: ReactNode;
  description: ReactNode;
  /** The body's layout (a column with gaps, a grid…). */
  bodyClassName?: string;
  children: ReactNode;
  /** Rendered inside the section after the body: the panel's dialogs. */
  dialogs?: ReactNode;
}

/** A panel on a page: a card that is a section named by its h2, a description, the body. */
export function SectionCard({
  titleId,
  title,
  description,
  bodyClassName,
  children,
  dialogs,
}: SectionCardProps) {
  return (
    <Card asChild>
      <section aria-labelledby={titleId}>
        <CardHeader>
          <CardTitle asChild>
            <h2 id={titleId}>{title}</h2>
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardBody className={bodyClassName}>{children}</CardBody>
        {dialogs}
      </section>
    </Card>
  );
}
