import type SvgIcon from '@mui/material/SvgIcon';
import HubRoundedIcon from '@mui/icons-material/HubRounded';
import KeyRoundedIcon from '@mui/icons-material/KeyRounded';
import StorageRoundedIcon from '@mui/icons-material/StorageRounded';
import TableChartRoundedIcon from '@mui/icons-material/TableChartRounded';
import type { AdapterKinds } from '@portal/contracts';

export type AdapterPort = keyof AdapterKinds;

export interface AdapterInfo {
  port: AdapterPort;
  label: string;
  Icon: typeof SvgIcon;
  /** What each adapter kind means, in words an administrator understands. */
  describe: (kind: string) => string;
}

/** One card per port, in the order events flow through the system (DESIGN §1). */
export const adapterInfo: readonly AdapterInfo[] = [
  {
    port: 'eventStore',
    label: 'Event store',
    Icon: StorageRoundedIcon,
    describe: (kind) =>
      kind === 'eventstoredb' ? 'EventStoreDB cluster' : 'Built-in event log in the data directory',
  },
  {
    port: 'bus',
    label: 'Message bus',
    Icon: HubRoundedIcon,
    describe: (kind) => (kind === 'kafka' ? 'Apache Kafka brokers' : 'In-process bus, single node'),
  },
  {
    port: 'readModels',
    label: 'Read models',
    Icon: TableChartRoundedIcon,
    describe: (kind) =>
      kind === 'mongodb' ? 'MongoDB database' : 'Built-in document store in the data directory',
  },
  {
    port: 'sessions',
    label: 'Sessions',
    Icon: KeyRoundedIcon,
    describe: (kind) => (kind === 'redis' ? 'Redis, shared by every node' : 'In-process, single node'),
  },
];
