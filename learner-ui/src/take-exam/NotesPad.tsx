import { useEffect, useRef, useState } from 'react';
import Card from '@mui/material/Card';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { draftStorage } from './draftStore';
import { NOTES_MAX_LENGTH, loadNotes, storeNotes } from './notesStore';
import { ToolPanelHeading } from './ToolPanelHeading';

export interface NotesPadProps {
  id: string;
  studentId: string;
  attemptId: string;
  disabled: boolean;
  onClose: () => void;
}

/**
 * allowNotes (issue 16 item 3): scrap paper for working out. Kept in this tab only for this
 * attempt, never sent or marked, removed at submission (notesStore.ts).
 */
export const NotesPad = ({ id, studentId, attemptId, disabled, onClose }: NotesPadProps) => {
  const [text, setText] = useState(() => loadNotes(draftStorage(), studentId, attemptId));
  const fieldRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    fieldRef.current?.focus();
  }, []);

  const change = (value: string) => {
    const next = value.slice(0, NOTES_MAX_LENGTH);
    setText(next);
    storeNotes(draftStorage(), studentId, attemptId, next);
  };

  return (
    <Card
      id={id}
      role="region"
      aria-label="Notes"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
      sx={{ p: 2, display: 'grid', gap: 1, width: '100%', minWidth: 0 }}
    >
      <ToolPanelHeading title="Notes" closeLabel="Close the notes" onClose={onClose} />
      <TextField
        inputRef={fieldRef}
        multiline
        minRows={6}
        maxRows={14}
        value={text}
        disabled={disabled}
        onChange={(event) => change(event.target.value)}
        placeholder="Work things out here…"
        slotProps={{
          htmlInput: { 'aria-label': 'Your notes', maxLength: NOTES_MAX_LENGTH, spellCheck: false },
        }}
      />
      <Typography variant="body2" color="text.secondary">
        Only you can see these notes. They are not marked and are deleted when you submit.
      </Typography>
    </Card>
  );
};
