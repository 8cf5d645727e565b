import { busContract } from '../busContract';
import { tempBusFile } from './testing';

busContract('embedded (SQLite)', () => {
  const temp = tempBusFile();
  return Promise.resolve({
    bus: temp.open(),
    // A second connection to the same file stands in for a second process.
    openAnother: () => Promise.resolve(temp.open()),
    cleanup: () => temp.cleanup(),
  });
});
