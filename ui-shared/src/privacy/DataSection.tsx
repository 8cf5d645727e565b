import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export interface DataSectionProps {
  title: string;
  /** What the card is for, in a line under the title. */
  intro?: ReactNode;
  /** A card that warns (deleting the account) has a red edge. */
  danger?: boolean;
  children: ReactNode;
}

/** One titled card of the privacy pages (personal details, the export, each right …). */
export const DataSection = ({ title, intro, danger, children }: DataSectionProps) => (
  <Card sx={danger ? { borderColor: 'error.light' } : undefined}>
    <CardContent>
      <Typography variant="h3" component="h2" gutterBottom>
        {title}
      </Typography>
      {intro && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {intro}
        </Typography>
      )}
      {children}
    </CardContent>
  </Card>
);
