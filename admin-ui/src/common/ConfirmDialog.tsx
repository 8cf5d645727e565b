// The console's confirm dialog is the one both apps share (the learner app asks before submitting too).
export { ConfirmDialog, type ConfirmChoiceProps, type ConfirmDialogProps } from '@portal/ui-shared';
