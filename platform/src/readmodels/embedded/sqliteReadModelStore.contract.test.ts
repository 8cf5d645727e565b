import { readModelContract } from '../readModelContract';
import { tempReadModelFile } from './testing';

readModelContract('embedded (SQLite)', () => {
  const temp = tempReadModelFile();
  return Promise.resolve({ store: temp.open(), cleanup: () => temp.cleanup() });
});
