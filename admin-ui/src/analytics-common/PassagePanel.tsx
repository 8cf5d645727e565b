import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import MenuBookRoundedIcon from '@mui/icons-material/MenuBookRounded';
import type { Passage } from '@portal/contracts';

export interface PassagePanelProps {
  passages: readonly Passage[];
}

/** The exam's reading passages, each collapsible (closed at first so the questions stay in view). */
export const PassagePanel = ({ passages }: PassagePanelProps) => {
  if (passages.length === 0) {
    return null;
  }
  return (
    <Box component="section" aria-labelledby="reading-passages-heading" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="reading-passages-heading" variant="h2" sx={{ fontSize: '1.15rem' }}>
        Reading passages
      </Typography>
      <div>
        {passages.map((passage, index) => (
          <Accordion key={passage.id || index} disableGutters variant="outlined">
            <AccordionSummary
              expandIcon={<ExpandMoreRoundedIcon />}
              aria-controls={`passage-${index}-content`}
              id={`passage-${index}-summary`}
            >
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', minWidth: 0 }}>
                <MenuBookRoundedIcon color="primary" fontSize="small" aria-hidden />
                <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {passage.title || `Passage ${index + 1}`}
                  {passage.author ? (
                    <Typography component="span" color="text.secondary" sx={{ fontWeight: 400 }}>
                      {' '}
                      by {passage.author}
                    </Typography>
                  ) : null}
                </Typography>
              </Box>
            </AccordionSummary>
            <AccordionDetails id={`passage-${index}-content`} sx={{ maxHeight: 420, overflowY: 'auto' }}>
              {passage.text
                .split(/\n+/)
                .filter((paragraph) => paragraph.trim())
                .map((paragraph, key) => (
                  <Typography key={key} sx={{ mb: 1.25, overflowWrap: 'anywhere', lineHeight: 1.7 }}>
                    {paragraph}
                  </Typography>
                ))}
            </AccordionDetails>
          </Accordion>
        ))}
      </div>
    </Box>
  );
};
