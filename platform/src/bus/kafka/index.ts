export { openKafkaBus } from './kafkaBus';
export type { KafkaBusOptions } from './kafkaBus';
