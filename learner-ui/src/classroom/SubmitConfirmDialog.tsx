import { ConfirmDialog, type ConfirmChoiceProps } from '@portal/ui-shared';

export interface SubmitConfirmDialogProps extends ConfirmChoiceProps {
  answered: number;
  total: number;
}

/** Asked only when some questions are still unanswered: an unanswered question counts as wrong. */
export const SubmitConfirmDialog = ({ answered, total, ...choice }: SubmitConfirmDialogProps) => {
  const left = total - answered;
  return (
    <ConfirmDialog
      {...choice}
      ids={{ title: 'classroom-submit-title', message: 'classroom-submit-text' }}
      title="Submit your answers?"
      message={
        <>
          You have answered {answered} of {total} questions.{' '}
          {left === 1 ? '1 question is' : `${left} questions are`} still blank and will count as incorrect.
        </>
      }
      cancelLabel="Keep Answering"
      confirmLabel="Submit Anyway"
      confirmColor="primary"
    />
  );
};
