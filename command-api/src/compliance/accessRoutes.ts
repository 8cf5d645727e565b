import { Router } from 'express';
import type { Request } from 'express';
import type { ApiDeps } from '../deps';
import { callerOf } from '../http/auth';
import { signedInUser } from '../http/signedInUser';
import { activitiesOf, dataOf, recordAccess } from './dataAccess';

/** The person's rights of access (Art. 15) and to data portability (Art. 20), each read recorded. */
export function accessRoutes(deps: ApiDeps): Router {
  const router = Router();

  /** The signed-in person, their read of their own data recorded first. */
  const ownDataRead = async (req: Request, action: 'data_access' | 'data_portability', purpose: string) => {
    const caller = callerOf(req);
    const user = await signedInUser(deps.readModels, req);
    await recordAccess(deps, { userId: user._id, organisationId: user.organisationId }, caller, {
      action,
      dataType: 'personal_data',
      purpose,
    });
    return user;
  };

  router.get('/compliance/data-access', async (req, res) => {
    const user = await ownDataRead(
      req,
      'data_access',
      'Right of access (Art. 15): the person viewed their data',
    );
    res.json({ success: true, data: await dataOf(deps, user) });
  });

  router.get('/compliance/processing-activities', async (req, res) => {
    const user = await signedInUser(deps.readModels, req);
    res.json({ success: true, activities: await activitiesOf(deps, user._id) });
  });

  router.post('/compliance/data-portability', async (req, res) => {
    const user = await ownDataRead(
      req,
      'data_portability',
      'Data portability (Art. 20): the person downloaded their data',
    );
    const data = {
      ...(await dataOf(deps, user)),
      activities: await activitiesOf(deps, user._id),
      exportedAt: deps.now().toISOString(),
    };
    res.setHeader('Content-Disposition', 'attachment; filename="my-data-export.json"');
    res.json({ success: true, data });
  });

  return router;
}
