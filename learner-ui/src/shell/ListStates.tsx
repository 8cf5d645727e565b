import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { LoadingRegion } from '@portal/ui-shared';

export interface ListSkeletonProps {
  /** What is loading, for screen readers: "Loading exams". */
  label: string;
  /** Each placeholder's height in px. */
  height: number;
  gap: number;
  /** The grid's columns (CSS grid-template-columns); one column when not given. */
  columns?: Record<string, string>;
}

/** Four placeholders in the list's shape while it loads (announced by its label). */
export const ListSkeleton = ({ label, height, gap, columns }: ListSkeletonProps) => (
  <LoadingRegion
    label={label}
    sx={{ display: 'grid', gap, ...(columns ? { gridTemplateColumns: columns } : {}) }}
  >
    {Array.from({ length: 4 }, (_, index) => (
      <Skeleton key={index} variant="rounded" height={height} />
    ))}
  </LoadingRegion>
);

export interface RetryAlertProps {
  title?: string;
  /** The failure, said under the title. */
  children: ReactNode;
  onRetry: () => void;
  retryLabel?: string;
}

/** A failure shown above what is still on the page, with a button to try again. */
export const RetryAlert = ({ title, children, onRetry, retryLabel = 'Try Again' }: RetryAlertProps) => (
  <Alert
    severity="error"
    action={
      <Button color="inherit" onClick={onRetry}>
        {retryLabel}
      </Button>
    }
  >
    {title && <AlertTitle>{title}</AlertTitle>}
    {children}
  </Alert>
);
