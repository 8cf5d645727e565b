export { EnrolmentPage, ENROLMENT_PATH } from './EnrolmentPage';
export { ClassCodesButton } from './ClassCodesButton';
