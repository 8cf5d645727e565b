import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DragIndicatorRoundedIcon from '@mui/icons-material/DragIndicatorRounded';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import ImageRoundedIcon from '@mui/icons-material/ImageRounded';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { usePrefersReducedMotion } from '../layout/usePrefersReducedMotion';
import type { QuestionDraft } from './examForm';
import { QUESTION_TYPE_LABELS, pluralise } from './examLabels';
import { ItemActions } from './ItemActions';
import { QuestionView } from './QuestionView';

export interface QuestionItemProps {
  question: QuestionDraft;
  number: number;
  expanded: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}

/** One row of the question list: handle, summary (opens the details), edit, duplicate, delete. */
export const QuestionItem = ({
  question,
  number,
  expanded,
  onToggle,
  onEdit,
  onDuplicate,
  onDelete,
}: QuestionItemProps) => {
  const reducedMotion = usePrefersReducedMotion();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: question.id,
    });
  const detailsId = `question-${question.id}-details`;
  const text = question.question.trim() || 'No question text yet';
  return (
    <Box
      component="li"
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{ position: 'relative', zIndex: isDragging ? 2 : 'auto', minWidth: 0 }}
    >
      <Paper
        variant="outlined"
        sx={{
          overflow: 'hidden',
          borderColor: expanded ? 'primary.main' : 'divider',
          boxShadow: isDragging ? 6 : 'none',
          opacity: isDragging ? 0.95 : 1,
        }}
      >
        <Box
          sx={{
            display: 'flex',
            flexWrap: { xs: 'wrap', sm: 'nowrap' },
            alignItems: 'center',
            gap: 0.5,
            pl: 0.5,
            pr: 1,
            py: 0.5,
            minWidth: 0,
          }}
        >
          <Tooltip title="Drag to reorder">
            <IconButton
              ref={setActivatorNodeRef}
              size="small"
              {...attributes}
              {...listeners}
              aria-label={`Reorder question ${number}`}
              aria-roledescription="sortable"
              sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none', flexShrink: 0 }}
            >
              <DragIndicatorRoundedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <ButtonBase
            onClick={onToggle}
            aria-expanded={expanded}
            aria-controls={detailsId}
            sx={{
              flex: 1,
              minWidth: 0,
              justifyContent: 'flex-start',
              textAlign: 'left',
              gap: 1,
              py: 1,
              px: 0.5,
              borderRadius: 1,
            }}
          >
            <Box
              component="span"
              sx={{
                flexShrink: 0,
                width: 30,
                height: 30,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                fontWeight: 800,
                fontSize: '0.85rem',
                bgcolor: expanded ? 'primary.main' : 'action.selected',
                color: expanded ? 'primary.contrastText' : 'text.primary',
              }}
            >
              {number}
            </Box>
            <Box component="span" sx={{ flex: 1, minWidth: 0 }}>
              <Typography
                component="span"
                sx={{
                  fontWeight: 600,
                  overflow: 'hidden',
                  display: '-webkit-box',
                  WebkitLineClamp: 2,
                  WebkitBoxOrient: 'vertical',
                  overflowWrap: 'anywhere',
                  color: question.question.trim() ? 'text.primary' : 'error.main',
                }}
              >
                {text}
              </Typography>
              <Typography
                component="span"
                variant="caption"
                color="text.secondary"
                sx={{ display: 'flex', gap: 0.75, alignItems: 'center', flexWrap: 'wrap' }}
              >
                {QUESTION_TYPE_LABELS[question.type]} · {pluralise(question.marks, 'mark')}
                {question.imagePath ? (
                  <ImageRoundedIcon titleAccess="Has an image" sx={{ fontSize: 16 }} />
                ) : null}
                {question.passageTitle ? (
                  <Chip
                    component="span"
                    size="small"
                    variant="outlined"
                    label={question.passageTitle}
                    sx={{ height: 20, maxWidth: 180, '& .MuiChip-label': { px: 0.75 } }}
                  />
                ) : null}
              </Typography>
            </Box>
            <ExpandMoreRoundedIcon
              aria-hidden
              sx={{
                flexShrink: 0,
                color: 'text.secondary',
                transform: expanded ? 'rotate(180deg)' : 'none',
                transition: reducedMotion ? 'none' : 'transform 150ms',
              }}
            />
          </ButtonBase>
          {/* on phones the actions get a line of their own, so the question keeps the width */}
          <Box
            sx={{
              display: 'flex',
              flexShrink: 0,
              width: { xs: '100%', sm: 'auto' },
              justifyContent: 'flex-end',
              mt: { xs: -0.5, sm: 0 },
            }}
          >
            <ItemActions
              noun="question"
              name={number}
              onEdit={onEdit}
              copy={{ tip: 'Duplicate question', verb: 'Duplicate', onClick: onDuplicate }}
              onDelete={onDelete}
            />
          </Box>
        </Box>
        <Collapse in={expanded} timeout={reducedMotion ? 0 : 'auto'} unmountOnExit>
          <Box id={detailsId} sx={{ px: 2, pb: 2, pt: 1, borderTop: 1, borderColor: 'divider' }}>
            <QuestionView question={question} number={number} compact />
          </Box>
        </Collapse>
      </Paper>
    </Box>
  );
};
