import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { ApiDeps } from '@portal/command-api';
import {
  createApi,
  createPages,
  createServices,
  maySeeSystemDetails,
  securityHeaders,
  migrateLegacyFamilyLinks,
  sessionMiddleware,
  standingRefusal,
  startDeadlineSweeper,
  startNotificationSweeper,
} from '@portal/command-api';
import type { Logger } from '@portal/platform';
import { commandHandler, createLogger } from '@portal/platform';
import type { AnyProjection } from '@portal/projections';
import { ProjectionRunner, ProjectionWatermarks, Relay, allProjections } from '@portal/projections';
import {
  createRealtime,
  readModelDirectory,
  startAccountCutOffNotifier,
  startCancellationNotifier,
  startTimeAdjustedNotifier,
} from '@portal/realtime';
import type { Adapters } from './adapters';
import { openAdapters } from './adapters';
import { realtimeForward } from './realtimeForward';
import type { Config, ProcessRole } from './config';
import { bootstrapProjections } from './bootstrapProjections';
import { startErasureSweep } from './erasureSweep';
import { healthProbe } from './health';
import { DEFAULT_ORGANISATION, ensureAdmin, readDemoLogins, seedDemo } from './seed';
import type { DemoLogin } from './seed';
import { signOutRoutes } from './signOut';
import { staticSites } from './staticSites';
import { seedDemoContent } from './demo/seedContent';
import { seedDemoAttempts } from './demo/seedAttempts';
import { seedDemoQuizTemplates } from './demo/seedQuizTemplates';

export interface RunningSystem {
  readonly url: string;
  readonly adapters: Adapters;
  readonly demoLogins: DemoLogin[] | null;
  readonly watermarks: ProjectionWatermarks;
  stop(): Promise<void>;
}

export interface StartOptions {
  readonly config: Config;
  readonly roles: readonly ProcessRole[];
  readonly logger?: Logger;
  readonly projections?: readonly AnyProjection[];
  /** The clock business rules read (tests move it to expire links). */
  readonly now?: () => Date;
  /** How often a connected socket's session is read again (default 30 s; tests shorten it). */
  readonly socketSessionCheckMs?: number;
  /**
   * How often reminders, missed-exam notices and digests are looked for (default 30 s); 'off':
   * never (the HTTP test harness, unless a suite asks, so its outbox counts see no reminders).
   */
  readonly notificationSweepMs?: number | 'off';
}

/** Starts the roles this process runs, on one HTTP server. Every role answers /api/health. */
export async function startSystem(options: StartOptions): Promise<RunningSystem> {
  const { config, roles } = options;
  const startedAt = Date.now();
  const logger = options.logger ?? createLogger({ level: config.logLevel });
  const projections = options.projections ?? allProjections;
  const adapters = await openAdapters(config, logger);
  const { eventStore, bus, readModels } = adapters;
  const watermarks = new ProjectionWatermarks(
    readModels,
    projections.map((p) => p.name),
    config.partitions,
  );
  const storeWasEmpty = (await eventStore.headPosition()) === 0;

  const runners: ProjectionRunner[] = [];
  let relay: Relay | null = null;
  if (roles.includes('projections')) {
    await bus.ensureTopic(config.topic, config.partitions);
    await bootstrapProjections(projections, adapters, logger);
    relay = new Relay({
      // the bus carries events as stored: personal fields stay encrypted in every topic
      eventStore: adapters.rawEventStore,
      bus,
      store: readModels,
      topic: config.topic,
      partitions: config.partitions,
      logger,
    });
    await relay.start();
    for (const projection of projections) {
      const runner = new ProjectionRunner(projection, {
        bus,
        store: readModels,
        topic: config.topic,
        logger,
        onCheckpoint: () => watermarks.notify(),
        decrypt: adapters.decrypt,
      });
      await runner.start();
      runners.push(runner);
    }
  }

  const session = sessionMiddleware({
    store: adapters.sessionStore,
    secret: adapters.sessionSecret,
    secureCookies: config.secureCookies,
  });
  const health = healthProbe(adapters, projections, config.topic, [...roles], startedAt);
  const handle = commandHandler(eventStore);
  const app = express();
  app.disable('x-powered-by');
  // API answers are `no-store`, so never revalidated: no SHA-1 ETag of every body (the app shell
  // revalidates by Last-Modified; hashed assets keep serve-static's own ETags)
  app.set('etag', false);
  // only the configured proxies' X-Forwarded-* count (req.ip, req.secure): TRUST_PROXY
  app.set('trust proxy', config.trustProxy === false ? false : [...config.trustProxy]);
  app.use(securityHeaders());
  let publicUrl = config.publicUrl ?? '';
  const apiDeps: ApiDeps = {
    eventStore,
    readModels,
    handle,
    session,
    logger,
    health,
    now: options.now ?? (() => new Date()),
    awaitProjections: async (streamId, position, only) => {
      if (!(await watermarks.waitFor(streamId, position, undefined, only))) {
        logger.warn('read models still catching up after a command', { position });
      }
    },
    keys: adapters.keys,
    mailer: adapters.mailer,
    rateLimiter: adapters.rateLimiter,
    secret: adapters.sessionSecret,
    purgeSessions: adapters.purgeSessions,
    publicUrl: () => publicUrl,
    policyVersions: config.policyVersions,
    uploadsDir: path.join(config.dataDir, 'uploads'),
    scrubStorage: async () => {
      await readModels.scrubDeleted?.();
    },
  };
  const services = createServices(apiDeps);
  // the realtime role in a process of its own (npm start): its /socket.io reached through this one
  const forward =
    roles.includes('command-api') && !roles.includes('realtime') && config.realtimeUrl
      ? realtimeForward(config.realtimeUrl, logger)
      : null;
  if (forward) {
    app.use(forward.middleware);
  }
  if (roles.includes('command-api')) {
    app.use('/api', createApi(apiDeps, services));
    app.use(createPages(apiDeps));
    app.use(signOutRoutes(session, () => publicUrl));
    app.use(staticSites());
  } else {
    // as on command-api: status only to the public, details to admins and local callers
    app.get('/api/health', session, async (req, res) => {
      const status = await health();
      res.setHeader('Cache-Control', 'no-store');
      res.json(maySeeSystemDetails(req) ? status : { success: true, status: status.status });
    });
  }

  const server = http.createServer(app);
  server.keepAliveTimeout = 5_000;
  forward?.attach(server);
  const realtime = roles.includes('realtime')
    ? createRealtime(server, {
        session,
        // a socket whose session ends (sign-out, revocation) is disconnected within the interval
        sessions: { store: adapters.sessionStore, checkIntervalMs: options.socketSessionCheckMs },
        logger,
        redis: adapters.redis,
        classroom: {
          store: adapters.classroom,
          findUser: readModelDirectory(readModels),
          handle,
          now: apiDeps.now,
          refusal: standingRefusal(apiDeps),
        },
      })
    : null;
  // schedule cancellations reach students online: a consumer of the event topic with its own group
  let cancellationNotifier: { stop(): Promise<void> } | null = null;
  // a running exam's deadline moved (accommodation): the student's timer follows at once
  let timeAdjustedNotifier: { stop(): Promise<void> } | null = null;
  // an erased or deactivated account's sockets are cut off at once (erasure: out of live sessions)
  let accountCutOff: { stop(): Promise<void> } | null = null;
  if (realtime) {
    await bus.ensureTopic(config.topic, config.partitions);
    cancellationNotifier = await startCancellationNotifier({
      bus,
      topic: config.topic,
      logger,
      notify: realtime.notify,
      now: apiDeps.now,
    });
    timeAdjustedNotifier = await startTimeAdjustedNotifier({
      bus,
      topic: config.topic,
      logger,
      notify: realtime.notify,
      now: apiDeps.now,
    });
    accountCutOff = await startAccountCutOffNotifier({
      bus,
      topic: config.topic,
      logger,
      now: apiDeps.now,
      disconnectUser: realtime.disconnectUser,
      removeFromClassrooms: realtime.removeFromClassrooms,
    });
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.host}:${port}`;
  publicUrl ||= url;

  // seeded accounts must be usable once start-up reports ready (a Kafka group may still be joining)
  const startupVisible = async (streamId: string, position: number) => {
    if (!(await watermarks.waitFor(streamId, position, 30_000))) {
      logger.warn('seeded accounts are not yet visible in the read models');
    }
  };
  let demoLogins: DemoLogin[] | null = null;
  let erasureSweep: { stop(): Promise<void> } | null = null;
  let deadlineSweeper: { stop(): Promise<void> } | null = null;
  let notificationSweeper: { stop(): Promise<void> } | null = null;
  if (roles.includes('command-api')) {
    if (config.adminEmail && config.adminPassword) {
      await ensureAdmin(handle, eventStore, config.adminEmail, config.adminPassword, logger, startupVisible);
    }
    erasureSweep = startErasureSweep(services.erasure, health, logger, () =>
      migrateLegacyFamilyLinks(apiDeps).catch((error: unknown) =>
        logger.error('family links not carried over', { error: String(error) }),
      ),
    );
    // exam attempts past their deadline are submitted with their saved answers (also after a restart)
    deadlineSweeper = startDeadlineSweeper({ readModels, handle, now: apiDeps.now, logger });
    // exam reminders, missed-exam notices and parents' weekly digests, each once (issue 20 item 4)
    if (options.notificationSweepMs !== 'off') {
      notificationSweeper = startNotificationSweeper({ ...apiDeps, intervalMs: options.notificationSweepMs });
    }
    if (config.seedDemo) {
      demoLogins = storeWasEmpty
        ? await seedDemo(handle, config.dataDir, logger, startupVisible)
        : readDemoLogins(config.dataDir);
      const demoTutor = demoLogins?.find((login) => login.role === 'tutor');
      if (storeWasEmpty && demoTutor) {
        // the platform works without it: a failure is reported, not fatal
        await seedDemoContent(localUrl(config.host, port), demoTutor, logger).catch((error: unknown) =>
          logger.warn('demo content not created', { error: String(error) }),
        );
        // a few weeks of the class's completed attempts, so the dashboards show figures (issue 7)
        await seedDemoAttempts(
          {
            baseUrl: localUrl(config.host, port),
            tutor: demoTutor,
            handle,
            readModels,
            visible: startupVisible,
            logger,
          },
          apiDeps.now(),
        ).catch((error: unknown) => logger.warn('demo attempts not created', { error: String(error) }));
        // a saved live quiz, ready to host (issue 8)
        await seedDemoQuizTemplates(localUrl(config.host, port), demoTutor, logger).catch((error: unknown) =>
          logger.warn('demo quiz template not created', { error: String(error) }),
        );
      }
    }
  }

  let stopping: Promise<void> | null = null;
  return {
    url,
    adapters,
    demoLogins,
    watermarks,
    stop: () =>
      (stopping ??= (async () => {
        // drain: refuse new connections, let requests in flight finish, then stop workers
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        await cancellationNotifier?.stop();
        await timeAdjustedNotifier?.stop();
        await accountCutOff?.stop();
        await deadlineSweeper?.stop();
        await notificationSweeper?.stop();
        await realtime?.close();
        await erasureSweep?.stop();
        const forced = setTimeout(() => server.closeAllConnections(), 10_000);
        await closed;
        clearTimeout(forced);
        await Promise.all(runners.map((runner) => runner.stop()));
        await relay?.stop();
        await adapters.close();
      })()),
  };
}

export { DEFAULT_ORGANISATION };

/** This process's own address, for calls it makes to itself. */
function localUrl(host: string, port: number): string {
  const local = host === '0.0.0.0' || host === '::' || host === '' ? '127.0.0.1' : host;
  return `http://${local.includes(':') ? `[${local}]` : local}:${port}`;
}
