import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import MenuBookRoundedIcon from '@mui/icons-material/MenuBookRounded';
import { READING_AID_LABELS, type Passage } from '@portal/contracts';
import { ReadAloudButton } from '../reading-aids/ReadAloudButton';
import { scaled } from '../reading-aids/ReadingAidsScope';
import { passageSpeech } from '../reading-aids/speechText';

export interface PassagePanelProps {
  passage: Passage;
  /** Phones: a panel that folds away; wide screens: a card beside the question. */
  collapsible: boolean;
}

const PassageText = ({ passage }: { passage: Passage }) => (
  <Box sx={{ display: 'grid', gap: 1.5 }}>
    <Box>
      <ReadAloudButton
        what={`passage:${passage.id}`}
        text={() => passageSpeech(passage)}
        label={READING_AID_LABELS.readPassage}
      />
    </Box>
    {passage.author && (
      <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
        by {passage.author}
      </Typography>
    )}
    {passage.text
      .split(/\n+/)
      .filter((paragraph) => paragraph.trim())
      .map((paragraph, index) => (
        <Typography key={index} sx={{ fontSize: scaled(1.05), lineHeight: 1.7 }}>
          {paragraph}
        </Typography>
      ))}
  </Box>
);

/** The reading passage a question is about (spec 002 §2.6). */
export const PassagePanel = ({ passage, collapsible }: PassagePanelProps) => {
  const title = passage.title || 'Reading passage';
  if (collapsible) {
    return (
      <Accordion defaultExpanded disableGutters sx={{ borderRadius: 2, '&::before': { display: 'none' } }}>
        <AccordionSummary expandIcon={<ExpandMoreRoundedIcon />} aria-controls="passage-text">
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <MenuBookRoundedIcon aria-hidden color="primary" />
            <Typography sx={{ fontWeight: 800 }}>{title}</Typography>
          </Box>
        </AccordionSummary>
        <AccordionDetails id="passage-text">
          <PassageText passage={passage} />
        </AccordionDetails>
      </Accordion>
    );
  }
  return (
    <Card
      component="section"
      aria-label={`Passage: ${title}`}
      // it scrolls on its own: reachable by Tab so the arrow keys scroll it (Safari does not do it itself)
      tabIndex={0}
      sx={{
        p: 3,
        position: 'sticky',
        top: 16,
        maxHeight: 'calc(100dvh - 32px)',
        overflowY: 'auto',
        display: 'grid',
        gap: 1.5,
        alignContent: 'start',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <MenuBookRoundedIcon aria-hidden color="primary" />
        <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
          {title}
        </Typography>
      </Box>
      <PassageText passage={passage} />
    </Card>
  );
};
