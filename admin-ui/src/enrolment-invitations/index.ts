export { ChildInvitationsPanel } from './ChildInvitationsPanel';
