import { busContract } from '../busContract';
import { tempBusFile } from './testing';

busContract('embedded (SQLite)', async () => {
  const temp = tempBusFile();
  return {
    bus: temp.open(),
    // A second connection to the same file stands in for a second process.
    openAnother: async () => temp.open(),
    cleanup: () => temp.cleanup(),
  };
});
