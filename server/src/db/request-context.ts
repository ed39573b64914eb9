// Who a request acts as, and where it came from, for the code below the routes: one
// AsyncLocalStorage store set by one hook, read by the activity log (db/activity.ts) inside any
// service call the request makes. Routes and services pass nothing for it (docs/architecture.md,
// "Request context").
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ActorType } from '@coursedesk/contract/activity';
import type { FastifyInstance } from 'fastify';

/** Who acted: a signed-in admin (id and email at that time), or the system itself. */
export interface Actor {
  type: ActorType;
  id: string | null;
  email: string | null;
}

/** The system's own actor: the website's forms, payment events, background work, scripts. */
export const systemActor: Actor = Object.freeze({ type: 'system', id: null, email: null });

export interface RequestContext {
  actor: Actor;
  requestId: string | null;
  address: string | null;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Outside any request (start-up, the sweep, a script): the system, from nowhere. */
const outsideRequests: RequestContext = Object.freeze({
  actor: systemActor,
  requestId: null,
  address: null,
});

/** The context of the running request, or the system's outside one. */
export function requestContext(): RequestContext {
  return storage.getStore() ?? outsideRequests;
}

/** Runs `action` with `context` as the request context (the hook below; tests and scripts). */
export function runWithContext<T>(context: RequestContext, action: () => T): T {
  return storage.run(context, action);
}

/**
 * Adds the hook that sets each request's context. A `preHandler` hook runs after authentication
 * (so the signed-in admin is known) and after the body is read, and the handler is called from
 * within it: everything the handler awaits sees the store. A public route acts as the system.
 */
export function registerRequestContext(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    const user = request.auth?.user;
    const actor: Actor = user ? { type: 'user', id: user._id, email: user.email } : systemActor;
    storage.run({ actor, requestId: request.id, address: request.ip }, done);
  });
}
