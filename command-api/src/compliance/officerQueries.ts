import type { Collection, Document, Filter, SortSpec } from '@portal/platform';
import type { ActivityDocument, RightsRequestDocument, UserRecord } from '@portal/projections';
import {
  PROCESSING_ACTIVITIES_COLLECTION,
  RIGHTS_REQUESTS_COLLECTION,
  USERS_COLLECTION,
} from '@portal/projections';
import type { ApiDeps } from '../deps';
import type { NameOf } from './registerViews';
import { personName } from './registerViews';

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** One page of a list and the list's total. */
export function pageOf<T extends Document>(
  collection: Collection<T>,
  filter: Filter,
  sort: SortSpec,
  query: { page: number; perPage: number },
): Promise<[T[], number]> {
  return Promise.all([
    collection.find(filter, { sort, skip: (query.page - 1) * query.perPage, limit: query.perPage }).toArray(),
    collection.countDocuments(filter),
  ]);
}

/** The reads the compliance officer's registers share. */
export function officerQueries(deps: ApiDeps) {
  const users = deps.readModels.collection<UserRecord>(USERS_COLLECTION);
  const activities = deps.readModels.collection<ActivityDocument>(PROCESSING_ACTIVITIES_COLLECTION);
  const requests = deps.readModels.collection<RightsRequestDocument>(RIGHTS_REQUESTS_COLLECTION);

  /** The names (and roles) of these people, for the register's rows. */
  const namesOf = async (ids: string[]): Promise<NameOf> => {
    const found = await users.find({ _id: { $in: [...new Set(ids)] } }).toArray();
    const byId = new Map(found.map((user) => [user._id, user]));
    return (id: string) => personName(byId.get(id));
  };

  /** `q` matches people by name or e-mail; the register itself holds no names to search. */
  const subjectsMatching = async (
    organisationId: string,
    q: string | undefined,
  ): Promise<string[] | null> => {
    if (!q) {
      return null;
    }
    const pattern = { $regex: escapeRegex(q), $options: 'i' };
    const found = await users
      .find(
        {
          organisationId,
          $or: [{ firstName: pattern }, { lastName: pattern }, { email: pattern }, { _id: q }],
        },
        { limit: 1_000 },
      )
      .toArray();
    return found.map((user) => user._id);
  };

  return { users, activities, requests, namesOf, subjectsMatching };
}

export type OfficerQueries = ReturnType<typeof officerQueries>;
