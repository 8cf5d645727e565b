export { ChildExams } from './ChildExams';
export { ChildExamHistory } from './ChildExamHistory';
export { ChildMockScores } from './ChildMockScores';
