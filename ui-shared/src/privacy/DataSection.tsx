import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export interface DataSectionProps {
  title: string;
  children: ReactNode;
}

/** One titled card of the My Data panel (personal details, attempts, consents …). */
export const DataSection = ({ title, children }: DataSectionProps) => (
  <Card>
    <CardContent>
      <Typography variant="h3" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);
