import { Router } from 'express';
import type { MockResultsResponse, MockSummary, OwnMock, OwnMocksResponse } from '@portal/contracts';
import { SAS_SCALE } from '@portal/contracts';
import type { ApiDeps } from '../deps';
import { csvCell } from '../compliance/csv';
import { callerOf, requireRole } from '../http/auth';
import { progressSubject } from './access';
import type { MockGroup, MockQueries } from './mockQueries';
import { mockQueries } from './mockQueries';

/**
 * Mock exams (issue 20): the tutor's list and results table with its CSV, and one child's own
 * standardised scores for the child and their parent. Scores are computed when read (see
 * mockResults in contracts), so the release rules and restrictions of now always apply.
 */
export function mockRoutes(deps: ApiDeps): Router {
  const router = Router();
  const queries = mockQueries(deps);

  router.get('/analytics/mocks', requireRole('admin', 'tutor'), async (req, res) => {
    const mocks = await queries.mocksOf(callerOf(req), deps.now());
    const answer: { success: true; mocks: MockSummary[]; total: number } = {
      success: true,
      mocks: mocks.map((mock) => mock.summary),
      total: mocks.length,
    };
    res.json(answer);
  });

  router.get('/analytics/mocks/:mockId', requireRole('admin', 'tutor'), async (req, res) => {
    const group = await queries.mockOf(callerOf(req), String(req.params.mockId), deps.now());
    const { results, rows } = await queries.resultsOf(group);
    const answer: MockResultsResponse = {
      success: true,
      mock: group.summary,
      papers: results.papers,
      combined: results.combined,
      students: rows,
      minCohort: results.minCohort,
      provisional: !group.summary.closed,
    };
    res.json(answer);
  });

  router.get('/analytics/mocks/:mockId/results.csv', requireRole('admin', 'tutor'), async (req, res) => {
    const group = await queries.mockOf(callerOf(req), String(req.params.mockId), deps.now());
    const { rows } = await queries.resultsOf(group);
    res
      .status(200)
      .type('text/csv; charset=utf-8')
      .setHeader('Content-Disposition', `attachment; filename="mock-${group.summary.mockId}-results.csv"`)
      .send(mockCsv(group, rows));
  });

  router.get(
    '/analytics/students/:studentId/mocks',
    requireRole('admin', 'tutor', 'parent', 'student'),
    async (req, res) => {
      const caller = callerOf(req);
      const studentId = await progressSubject(deps.readModels, caller, String(req.params.studentId));
      const answer: OwnMocksResponse = {
        success: true,
        mocks: await ownMocks(queries, caller.organisationId, studentId, deps.now()),
        minCohort: SAS_SCALE.minCohort,
      };
      res.json(answer);
    },
  );

  return router;
}

/**
 * One child's mocks, oldest first. A paper's figures show once every window of it has closed
 * (the cohort is final and its results released by the close); before that, only that it is
 * pending. Never another child's name, score or rank. The figures may be up to a minute old
 * (SHARED_RESULTS_MS): the cohort's results are shared by every family opening the mock.
 */
async function ownMocks(
  queries: MockQueries,
  organisationId: string,
  studentId: string,
  now: Date,
): Promise<OwnMock[]> {
  const groups = await queries.mocksOfStudent(organisationId, studentId, now);
  const mocks = await Promise.all(
    groups.map(async (group): Promise<OwnMock> => {
      const { results, rows } = await queries.sharedResultsOf(group, now);
      const row = rows.find((candidate) => candidate.studentId === studentId);
      const papers = group.summary.papers.map((paper) => {
        const cohort = results.papers.find((candidate) => candidate.examId === paper.examId);
        const own = paper.closed ? row?.papers[paper.examId] : undefined;
        return {
          examId: paper.examId,
          title: paper.title,
          released: paper.closed,
          tooSmall: paper.closed && cohort !== undefined && !cohort.standardised,
          sat: row?.papers[paper.examId] !== undefined,
          score: own?.score ?? null,
          totalMarks: own?.totalMarks ?? null,
          sas: own?.sas ?? null,
          percentile: own?.percentile ?? null,
          ageAdjusted: own?.ageAdjusted ?? false,
        };
      });
      const allReleased = papers.every((paper) => paper.released);
      const overall = allReleased ? (row?.overall ?? null) : null;
      const dates = Object.values(row?.papers ?? {})
        .map((paper) => paper.sittingDate)
        .sort();
      return {
        mockId: group.summary.mockId,
        name: group.summary.name,
        date: dates[0] ?? group.summary.startsAt?.slice(0, 10) ?? null,
        targetScore: group.summary.targetScore,
        papers,
        combined: overall && { sas: overall.sas, percentile: overall.percentile },
        target: allReleased ? (row?.target ?? null) : null,
      };
    }),
  );
  return mocks.sort((a, b) => (a.date ?? '').localeCompare(b.date ?? ''));
}

/** The results table as a spreadsheet: a row per student, a group of columns per paper. */
export function mockCsv(group: MockGroup, rows: readonly MockResultsResponse['students'][number][]): string {
  const papers = group.summary.papers;
  const header = [
    'Student',
    ...papers.flatMap((paper) => [
      `${paper.title} marks`,
      `${paper.title} SAS`,
      `${paper.title} percentile`,
      `${paper.title} rank`,
    ]),
    ...(papers.length > 1 ? ['Combined SAS', 'Combined percentile', 'Combined rank'] : []),
    'Target',
    'Against target',
    'Distance',
  ];
  const lines = [header.map(csvCell).join(',')];
  for (const row of rows) {
    const cells: unknown[] = [row.name];
    for (const paper of papers) {
      const result = row.papers[paper.examId];
      cells.push(
        result ? `${result.score}/${result.totalMarks}` : row.restricted ? 'restricted' : 'not sat',
        result?.sas ?? '',
        result?.percentile ?? '',
        result?.rank ?? '',
      );
    }
    if (papers.length > 1) {
      cells.push(row.combined?.sas ?? '', row.combined?.percentile ?? '', row.combined?.rank ?? '');
    }
    cells.push(group.summary.targetScore ?? '', row.target?.status ?? '', row.target?.distance ?? '');
    lines.push(cells.map(csvCell).join(','));
  }
  return lines.join('\r\n') + '\r\n';
}
