export const peopleStreams = {
  /** one stream per child: the parents linked to them */
  family: (childId: string) => `family-${childId}`,
  studentNumber: (organisationId: string, studentNumber: string) =>
    `student-number-${organisationId}-${studentNumber}`,
  studentExams: (studentId: string) => `student-exams-${studentId}`,
} as const;
