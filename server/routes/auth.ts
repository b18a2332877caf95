// /api/auth: registration, sign-in and out, password reset, and the owner's user management.
import { Router, type Request } from "express";
import { loginBody, registerBody, requestResetBody, resetPasswordBody, userIdParams } from "@shared/contracts/auth";
import { requireAuth, requireOwner } from "../middleware/auth";
import { authRateLimit } from "../middleware/rate-limit";
import { presentUser } from "../presenters/users";
import type { Database } from "../db/connection";
import type { AuthService } from "../services/auth";
import type { UserService } from "../services/users";
import { route } from "./route";

const accessContext = (req: Request) => ({ ipAddress: req.ip ?? null, userAgent: req.get("user-agent") ?? null });

/** Where a reset link points when APP_URL is not set: the address the request came to. */
const requestOrigin = (req: Request) => `${req.protocol}://${req.get("host")}`;

function regenerate(req: Request) {
  return new Promise<void>((resolve, reject) => req.session.regenerate((e) => (e ? reject(e) : resolve())));
}
function save(req: Request) {
  return new Promise<void>((resolve, reject) => req.session.save((e) => (e ? reject(e) : resolve())));
}
function destroy(req: Request) {
  return new Promise<void>((resolve, reject) => req.session.destroy((e) => (e ? reject(e) : resolve())));
}

export function authRouter(deps: { auth: AuthService; users: UserService; db: Database; rateLimit: number; sessionCookieName: string }) {
  const { auth, users } = deps;
  const router = Router();
  const limited = (name: string) => authRateLimit({ db: deps.db, name, limit: deps.rateLimit });
  const signedIn = requireAuth(auth);
  const ownerOnly = [signedIn, requireOwner];

  router.get(
    "/me",
    signedIn,
    route({}, ({ user }) => presentUser(user)),
  );

  router.post(
    "/register",
    limited("register"),
    route({ body: registerBody }, ({ body, req }) => auth.register(body.email, body.password, accessContext(req)), { status: 201 }),
  );

  router.post(
    "/login",
    limited("login"),
    route({ body: loginBody }, async ({ body, req }) => {
      const user = await auth.authenticate(body.email, body.password, accessContext(req));
      // A new session id at sign-in defeats session fixation.
      await regenerate(req);
      req.session.userId = user.id;
      await save(req);
      return presentUser(user);
    }),
  );

  router.post(
    "/logout",
    route({}, async ({ req, res }) => {
      const userId = req.session?.userId;
      if (userId) await auth.recordLogout(userId, accessContext(req));
      if (req.session) await destroy(req);
      res.clearCookie(deps.sessionCookieName, { path: "/" });
      return { message: "Logged out" };
    }),
  );

  router.post(
    "/request-reset",
    limited("request-reset"),
    route({ body: requestResetBody }, ({ body, req }) => auth.requestPasswordReset(body.email, requestOrigin(req), accessContext(req))),
  );

  router.post(
    "/reset-password",
    limited("reset-password"),
    route({ body: resetPasswordBody }, ({ body, req }) => auth.resetPassword(body.token, body.password, accessContext(req))),
  );

  router.get(
    "/pending-users",
    ...ownerOnly,
    route({}, () => users.listPending()),
  );
  router.get(
    "/users",
    ...ownerOnly,
    route({}, () => users.listAll()),
  );
  for (const kind of ["approve", "reject", "disable", "enable"] as const) {
    router.post(
      `/users/:id/${kind}`,
      ...ownerOnly,
      route({ params: userIdParams }, ({ params, req, user }) => users.decide(kind, params.id, user.id, accessContext(req))),
    );
  }
  router.post(
    "/users/:id/reset-link",
    ...ownerOnly,
    route({ params: userIdParams }, ({ params, req }) => auth.makeResetLink(params.id, requestOrigin(req), accessContext(req))),
  );
  router.delete(
    "/users/:id",
    ...ownerOnly,
    route({ params: userIdParams }, ({ params, req, user }) => users.remove(params.id, user.id, accessContext(req))),
  );
  return router;
}
