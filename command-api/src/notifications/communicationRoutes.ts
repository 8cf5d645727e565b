import { Router } from 'express';
import type { CommunicationPreferencesRequest } from '@portal/contracts';
import { COMMUNICATION_KINDS, CommunicationPreferencesRequest as PreferencesSchema } from '@portal/contracts';
import type { ApiDeps } from '../deps';
import { signedInUser } from '../http/signedInUser';
import { validateBody } from '../http/validate';
import { preferencesDocument, preferencesOf, setCommunication } from './communication';

/**
 * The signed-in person's reminders and digest (issue 20 item 4): what the privacy page shows, and
 * how a person who used an unsubscribe link opts back in (or stops a kind without one).
 */
export function communicationRoutes(deps: ApiDeps): Router {
  const router = Router();

  router.get('/profile/communication', async (req, res) => {
    const user = await signedInUser(deps.readModels, req);
    res.json({ success: true, preferences: preferencesOf(await preferencesDocument(deps, user._id)) });
  });

  router.put('/profile/communication', validateBody(PreferencesSchema), async (req, res) => {
    const user = await signedInUser(deps.readModels, req);
    const body = req.body as CommunicationPreferencesRequest;
    for (const kind of COMMUNICATION_KINDS) {
      const receive = body[kind];
      if (receive !== undefined) {
        await setCommunication(
          deps,
          { userId: user._id, organisationId: user.organisationId },
          kind,
          receive,
          'privacy_page',
        );
      }
    }
    res.json({ success: true, preferences: preferencesOf(await preferencesDocument(deps, user._id)) });
  });

  return router;
}
