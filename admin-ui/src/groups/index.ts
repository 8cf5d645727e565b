export { GroupManagement } from './GroupManagement';
