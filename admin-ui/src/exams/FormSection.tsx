import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { SectionHeading } from '../common/SectionHeading';

export interface FormSectionProps {
  id: string;
  title: ReactNode;
  hint?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}

/** One titled part of the exam form (details, settings, passages, questions), its action on the right. */
export const FormSection = ({ id, title, hint, action, children }: FormSectionProps) => (
  <Box component="section" aria-labelledby={id} sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
    <SectionHeading
      id={id}
      title={title}
      hint={hint}
      action={action}
      heading={{ variant: 'h3', component: 'h3' }}
      alignItems="flex-end"
    />
    {children}
  </Box>
);
