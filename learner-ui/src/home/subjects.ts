import type SvgIcon from '@mui/material/SvgIcon';
import CalculateRoundedIcon from '@mui/icons-material/CalculateRounded';
import AutoStoriesRoundedIcon from '@mui/icons-material/AutoStoriesRounded';
import ExtensionRoundedIcon from '@mui/icons-material/ExtensionRounded';
import CategoryRoundedIcon from '@mui/icons-material/CategoryRounded';
import { subjectOrder, subjectTokens, type SubjectKey } from '@portal/ui-shared/theme';

/** Anchor of the subjects section, the hero's in-page link target. */
export const SUBJECTS_SECTION_ID = 'subjects';

export interface SubjectInfo {
  key: SubjectKey;
  label: string;
  color: string;
  soft: string;
  Icon: typeof SvgIcon;
  description: string;
  topics: readonly string[];
}

const details: Record<SubjectKey, Pick<SubjectInfo, 'Icon' | 'description' | 'topics'>> = {
  mathematics: {
    Icon: CalculateRoundedIcon,
    description: 'Numbers, fractions, shapes and tricky word problems.',
    topics: ['Arithmetic', 'Fractions', 'Geometry'],
  },
  english: {
    Icon: AutoStoriesRoundedIcon,
    description: 'Reading stories closely, spelling, punctuation and grammar.',
    topics: ['Comprehension', 'Spelling', 'Grammar'],
  },
  'verbal-reasoning': {
    Icon: ExtensionRoundedIcon,
    description: 'Word puzzles, letter codes, sequences and vocabulary.',
    topics: ['Codes', 'Analogies', 'Vocabulary'],
  },
  'non-verbal-reasoning': {
    Icon: CategoryRoundedIcon,
    description: 'Spot the pattern in shapes, rotations and picture sequences.',
    topics: ['Patterns', 'Rotations', 'Matrices'],
  },
};

/** The four 11-plus subjects in the order the product always shows them. */
export const subjects: readonly SubjectInfo[] = subjectOrder.map((key) => ({
  key,
  ...subjectTokens[key],
  ...details[key],
}));
