import Card from '@mui/material/Card';
import type { ReactNode } from 'react';
import { SectionHeading } from '../common/SectionHeading';

export interface SectionCardProps {
  /** id of the heading, which names the section */
  id: string;
  title: string;
  subtitle?: string;
  action?: ReactNode;
  children: ReactNode;
}

/** A titled card of an analytics screen (a `section` named by its h2). */
export const SectionCard = ({ id, title, subtitle, action, children }: SectionCardProps) => (
  <Card
    component="section"
    aria-labelledby={id}
    sx={{ p: { xs: 1.5, sm: 2.5 }, minWidth: 0, position: 'relative' }}
  >
    <SectionHeading
      id={id}
      title={title}
      hint={subtitle}
      action={action}
      heading={{ variant: 'h2', sx: { fontSize: '1.15rem' } }}
      alignItems="baseline"
      mb={1.5}
    />
    {children}
  </Card>
);
