import ContentCopyRoundedIcon from '@mui/icons-material/ContentCopyRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import { TipIconButton } from '../common/TipIconButton';

export interface ItemActionsProps {
  /** 'passage', 'question' */
  noun: string;
  /** the item's name or number in each button's accessible name */
  name: string | number;
  onEdit: () => void;
  /** copies a passage to the clipboard, duplicates a question */
  copy: { tip: string; verb: string; onClick: () => void };
  onDelete: () => void;
}

/** An exam item's small edit, copy and delete buttons (passages and questions alike). */
export const ItemActions = ({ noun, name, onEdit, copy, onDelete }: ItemActionsProps) => (
  <>
    <TipIconButton
      tip={`Edit ${noun}`}
      label={`Edit ${noun} ${name}`}
      icon={<EditRoundedIcon fontSize="small" />}
      onClick={onEdit}
      size="small"
    />
    <TipIconButton
      tip={copy.tip}
      label={`${copy.verb} ${noun} ${name}`}
      icon={<ContentCopyRoundedIcon fontSize="small" />}
      onClick={copy.onClick}
      size="small"
    />
    <TipIconButton
      tip={`Delete ${noun}`}
      label={`Delete ${noun} ${name}`}
      icon={<DeleteOutlineRoundedIcon fontSize="small" />}
      onClick={onDelete}
      size="small"
      color="error"
    />
  </>
);
