import express from 'express';
import helmet from 'helmet';
import type { ApiDeps } from './deps';
import { errorHandler, notFoundHandler } from './http/errorHandler';
import { authRoutes } from './accounts/authRoutes';
import { passwordRoutes } from './accounts/passwordRoutes';
import { profileRoutes } from './accounts/profileRoutes';
import { consentRoutes } from './compliance/consentRoutes';
import { rightsRoutes } from './compliance/rightsRoutes';
import { officerRoutes } from './compliance/officerRoutes';
import { parentalConsentPages } from './compliance/parentalConsent';
import { emailVerificationPages } from './accounts/emailVerification';
import { ErasureService } from './compliance/erasure';
import { callerOf } from './http/auth';
import { maySeeSystemDetails } from './http/session';
import { refuseCrossSite, sameOriginApi } from './http/sameOrigin';
import { objectBodies } from './http/validate';
import { accessGate } from './http/accessGate';
import { TEMPORARY_PASSWORD_MESSAGE } from '@portal/contracts';
import { ForbiddenError } from '@portal/platform';
import { tutorRoutes } from './people/tutorRoutes';
import { studentRoutes } from './people/studentRoutes';
import { enrolmentRoutes } from './people/enrolmentRoutes';
import { familyRoutes } from './people/familyRoutes';
import { studentExamsRoutes } from './people/studentExamsRoutes';
import { dashboardRoutes } from './people/dashboardRoutes';
import { groupsRoutes } from './groups/routes';
import { examsRoutes } from './exams/routes';
import { questionImageFiles } from './exams/images';
import { schedulesRoutes } from './schedules/routes';
import { attemptsRoutes } from './attempts/routes';
import { analyticsRoutes } from './analytics/routes';
import { classroomRoutes } from './classroom/routes';
import { communicationRoutes } from './notifications/communicationRoutes';
import { unsubscribePages } from './notifications/unsubscribePages';

/** Calls that need a session: checked before the body, so a signed-out caller learns nothing else. */
const SIGNED_IN_AREAS =
  /^\/(profile|compliance|tutors|students|stats|tutor-stats|tutor-analytics|progress|tutor-exam-assignments|groups|exams|exam-schedules|upload|exam-attempts|scheduled-exam-analytics|analytics|classroom)(\/|$)/;

const signedInAreas: express.RequestHandler = (req, _res, next) => {
  if (SIGNED_IN_AREAS.test(req.path)) {
    callerOf(req);
  }
  next();
};

/** What a session with a temporary password may call: signing in and out, and choosing a password. */
const TEMPORARY_PASSWORD_ALLOWED = /^\/(auth\/|profile\/password$)/;

/** A student created by staff must replace the temporary password before anything else (server-enforced). */
const temporaryPasswordGate: express.RequestHandler = (req, _res, next) => {
  if (req.session.mustChangePassword && !TEMPORARY_PASSWORD_ALLOWED.test(req.path)) {
    throw new ForbiddenError(TEMPORARY_PASSWORD_MESSAGE);
  }
  next();
};

export interface ApiServices {
  readonly erasure: ErasureService;
}

export function createServices(deps: ApiDeps): ApiServices {
  return { erasure: new ErasureService(deps) };
}

/** The /api router: JSON in and out, sessions, the modules' routes, DESIGN.md §3 errors. */
export function createApi(deps: ApiDeps, services: ApiServices = createServices(deps)): express.Router {
  const api = express.Router();
  api.use(sameOriginApi({ publicUrl: deps.publicUrl })); // cross-site and non-JSON writes refused before parsing
  api.use(express.json({ limit: deps.jsonLimit ?? '1mb' }));
  api.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  // the public learns only whether the service is up; details go to admins and local callers
  api.get('/health', deps.session, async (req, res) => {
    const health = await deps.health();
    res.json(maySeeSystemDetails(req) ? health : { success: true, status: health.status });
  });
  api.use(deps.session);
  api.use(signedInAreas);
  api.use(temporaryPasswordGate);
  api.use(accessGate(deps));
  api.use(objectBodies((req) => req.method === 'POST' && req.path === '/exams/import')); // `[]` is no PUT body
  // first: a running exam's auto-saves are most of the traffic (no other module shares its paths)
  api.use(attemptsRoutes(deps));
  api.use(authRoutes(deps));
  api.use(passwordRoutes(deps));
  api.use(profileRoutes(deps));
  api.use(consentRoutes(deps));
  api.use(rightsRoutes(deps, services.erasure));
  api.use(officerRoutes(deps));
  api.use(tutorRoutes(deps));
  api.use(familyRoutes(deps));
  api.use(studentRoutes(deps));
  api.use(enrolmentRoutes(deps));
  api.use(studentExamsRoutes(deps));
  api.use(dashboardRoutes(deps));
  api.use(groupsRoutes(deps));
  api.use(examsRoutes(deps));
  api.use(schedulesRoutes(deps));
  api.use(analyticsRoutes(deps));
  api.use(classroomRoutes(deps));
  api.use(communicationRoutes(deps));
  api.use(notFoundHandler);
  api.use(errorHandler(deps.logger));
  return api;
}

/** Pages outside /api that people without an account open from an e-mail. */
export function createPages(deps: ApiDeps): express.Router {
  const pages = express.Router();
  pages.use(refuseCrossSite({ publicUrl: deps.publicUrl })); // the consent form posts only from its own page
  pages.use(parentalConsentPages(deps));
  pages.use(emailVerificationPages(deps));
  pages.use(unsubscribePages(deps)); // reminders' and digests' links: no sign-in
  pages.use(questionImageFiles(deps.uploadsDir));
  pages.use(errorHandler(deps.logger));
  return pages;
}

/** Security headers for everything the server answers (API and both UIs). */
export function securityHeaders(): express.RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // CSP3: 'self' also matches ws:/wss: on the page's own host and port (Socket.IO)
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
}
