import type http from 'node:http';
import type net from 'node:net';
import type { RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from '@portal/platform';

/**
 * `npm start` runs the realtime role in a process of its own (issue 18), but the browser opens
 * `/socket.io` on the page's own origin: the command-api process passes those requests and the
 * WebSocket upgrade on to the realtime process (REALTIME_URL), untouched. Behind nginx or Caddy
 * the proxy routes `/socket.io` itself and REALTIME_URL stays unset.
 */
export function realtimeForward(
  target: string,
  logger: Logger,
): { middleware: RequestHandler; attach(server: http.Server): void } {
  const forward = createProxyMiddleware({
    target,
    ws: true,
    xfwd: true,
    pathFilter: '/socket.io',
    on: {
      error: (error, _req, res) => {
        logger.warn('realtime process not reached', { error: String(error) });
        // an HTTP request gets a clear 502; an upgrade's socket is simply closed
        if (res && 'writeHead' in res && !res.headersSent) {
          res.writeHead(502, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify({
              success: false,
              message: 'The live classroom is restarting. Please try again.',
            }),
          );
        } else if (res && 'destroy' in res) {
          res.destroy();
        }
      },
    },
  });
  return {
    middleware: forward,
    attach: (server) =>
      server.on('upgrade', (req: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
        if (req.url?.startsWith('/socket.io')) {
          forward.upgrade(req, socket, head);
        }
      }),
  };
}
