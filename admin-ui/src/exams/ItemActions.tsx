import ContentCopyRoundedIcon from '@mui/icons-material/ContentCopyRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import { TipIconButton, type TipIconButtonProps } from '../common/TipIconButton';

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
export const ItemActions = ({ noun, name, onEdit, copy, onDelete }: ItemActionsProps) => {
  const buttons: (Omit<TipIconButtonProps, 'icon' | 'size'> & { Icon: typeof EditRoundedIcon })[] = [
    { tip: `Edit ${noun}`, label: `Edit ${noun} ${name}`, Icon: EditRoundedIcon, onClick: onEdit },
    {
      tip: copy.tip,
      label: `${copy.verb} ${noun} ${name}`,
      Icon: ContentCopyRoundedIcon,
      onClick: copy.onClick,
    },
    {
      tip: `Delete ${noun}`,
      label: `Delete ${noun} ${name}`,
      Icon: DeleteOutlineRoundedIcon,
      onClick: onDelete,
      color: 'error',
    },
  ];
  return (
    <>
      {buttons.map(({ Icon, ...button }) => (
        <TipIconButton key={button.tip} {...button} icon={<Icon fontSize="small" />} size="small" />
      ))}
    </>
  );
};
