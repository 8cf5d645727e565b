import type { ReactNode } from 'react';
import AssignmentTurnedInRoundedIcon from '@mui/icons-material/AssignmentTurnedInRounded';
import EmojiEventsRoundedIcon from '@mui/icons-material/EmojiEventsRounded';
import TrendingUpRoundedIcon from '@mui/icons-material/TrendingUpRounded';
import { lightPalette } from '@portal/ui-shared/theme';
import { percentText, studyTimeText } from './dashboardFormat';
import { StatCard } from './StatCard';

/** The four headline figures of a student (spec 001 §2.3, spec 002 §9). */
export interface Figures {
  totalExams: number;
  averageScore: number | null;
  bestScore: number | null;
  /** seconds */
  totalTimeSpent: number;
}

/** How a page names and draws the four cards (the dashboard and My Progress differ slightly). */
export interface FiguresLook {
  labels: readonly [exams: string, average: string, best: string, time: string];
  averageColor: string;
  timeIcon: ReactNode;
}

/** Exams taken, average, best and study time: four StatCards, for the page's own grid. */
export const FigureCards = ({ figures, look }: { figures: Figures; look: FiguresLook }) => {
  const [exams, average, best, time] = look.labels;
  const cards = [
    {
      label: exams,
      value: String(figures.totalExams),
      icon: <AssignmentTurnedInRoundedIcon />,
      color: lightPalette.primary.main,
      soft: lightPalette.primary.soft,
    },
    {
      label: average,
      value: percentText(figures.averageScore),
      icon: <TrendingUpRoundedIcon />,
      color: look.averageColor,
      soft: lightPalette.info.soft,
    },
    {
      label: best,
      value: percentText(figures.bestScore),
      icon: <EmojiEventsRoundedIcon />,
      color: lightPalette.secondary.dark,
      soft: lightPalette.secondary.soft,
    },
    {
      label: time,
      value: studyTimeText(figures.totalTimeSpent),
      icon: look.timeIcon,
      color: lightPalette.success.main,
      soft: lightPalette.success.soft,
    },
  ];
  return cards.map((card) => <StatCard key={card.label} {...card} />);
};
