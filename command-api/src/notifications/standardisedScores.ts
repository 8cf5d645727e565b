import type { DigestWeek } from '@portal/contracts';
import { windowClosesAt } from '@portal/contracts';
import type { ReadModelStore } from '@portal/platform';
import { graceMinutesOf } from '../attempts/grace';
import { mockQueries } from '../analytics/mockQueries';
import type { DigestMockResult } from './digest';

/** The child a digest section is about. */
export interface DigestSubject {
  readonly id: string;
  readonly organisationId: string;
}

export type StandardisedScoresOf = (child: DigestSubject, week: DigestWeek) => Promise<DigestMockResult[]>;

/**
 * The digest's SAS section fed by the mock-exam module (issue 20 item 1): each mock the child sat
 * whose last window closed in the digest's week, with the child's overall standardised score
 * (combined across papers, or the only paper's) and percentile, as the child's own mock view shows
 * them once every paper is released. A child who restricts analytics has none (left out of cohorts).
 */
export function standardisedScoresFromMocks(deps: { readModels: ReadModelStore }): StandardisedScoresOf {
  return async (child, week) => {
    const queries = mockQueries({ readModels: deps.readModels, now: () => new Date(week.to) });
    const groups = await queries.mocksOfStudent(child.organisationId, child.id, new Date(week.to));
    const found: DigestMockResult[] = [];
    for (const group of groups) {
      const closings = group.schedules.map((schedule) =>
        windowClosesAt(schedule.scheduledEndTime, graceMinutesOf(schedule)),
      );
      const last = closings.every((closing) => closing !== null) ? closings.sort().at(-1) : undefined;
      if (!group.summary.closed || !last || last < week.from || last >= week.to) {
        continue;
      }
      const { rows } = await queries.resultsOf(group);
      const overall = rows.find((row) => row.studentId === child.id)?.overall;
      if (overall) {
        found.push({ title: group.summary.name, sas: overall.sas, percentile: overall.percentile });
      }
    }
    return found;
  };
}
