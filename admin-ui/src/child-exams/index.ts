export { ChildExams } from './ChildExams';
export { ChildExamHistory } from './ChildExamHistory';
