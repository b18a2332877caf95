import { Router, type Request } from "express";
import {
  loginBody,
  registerBody,
  requestResetBody,
  resetPasswordBody,
  userIdParams,
} from "@shared/contracts/auth";
import { currentUser, requireAuth, requireOwner } from "../middleware/auth";
import { authRateLimit } from "../middleware/rate-limit";
import { validate } from "../middleware/validate";
import { toPublicUser, type AuthService } from "../services/auth";
import type { UserService } from "../services/users";

const accessContext = (req: Request) => ({ ipAddress: req.ip ?? null, userAgent: req.get("user-agent") ?? null });

function regenerate(req: Request) {
  return new Promise<void>((resolve, reject) => req.session.regenerate((e) => (e ? reject(e) : resolve())));
}
function save(req: Request) {
  return new Promise<void>((resolve, reject) => req.session.save((e) => (e ? reject(e) : resolve())));
}
function destroy(req: Request) {
  return new Promise<void>((resolve, reject) => req.session.destroy((e) => (e ? reject(e) : resolve())));
}

export function authRouter(deps: {
  auth: AuthService;
  users: UserService;
  rateLimit: number;
  sessionCookieName: string;
}) {
  const { auth, users } = deps;
  const router = Router();
  const signedIn = requireAuth(auth);

  router.get("/me", signedIn, (req, res) => {
    res.json(toPublicUser(currentUser(req)));
  });

  router.post("/register", authRateLimit(deps.rateLimit), validate({ body: registerBody }), async (req, res) => {
    const result = await auth.register(req.body.email, req.body.password, accessContext(req));
    res.status(201).json(result);
  });

  router.post("/login", authRateLimit(deps.rateLimit), validate({ body: loginBody }), async (req, res) => {
    const user = await auth.authenticate(req.body.email, req.body.password, accessContext(req));
    // A new session id at sign-in defeats session fixation.
    await regenerate(req);
    req.session.userId = user.id;
    await save(req);
    res.json(toPublicUser(user));
  });

  router.post("/logout", async (req, res) => {
    const userId = req.session?.userId;
    if (userId) await auth.recordLogout(userId, accessContext(req));
    if (req.session) await destroy(req);
    res.clearCookie(deps.sessionCookieName, { path: "/" });
    res.json({ message: "Logged out" });
  });

  router.post(
    "/request-reset",
    authRateLimit(deps.rateLimit),
    validate({ body: requestResetBody }),
    async (req, res) => {
      const origin = `${req.protocol}://${req.get("host")}`;
      res.json(await auth.requestPasswordReset(req.body.email, origin, accessContext(req)));
    },
  );

  router.post(
    "/reset-password",
    authRateLimit(deps.rateLimit),
    validate({ body: resetPasswordBody }),
    async (req, res) => {
      res.json(await auth.resetPassword(req.body.token, req.body.password, accessContext(req)));
    },
  );

  router.get("/pending-users", signedIn, requireOwner, async (_req, res) => {
    res.json(await users.listPending());
  });

  router.get("/users", signedIn, requireOwner, async (_req, res) => {
    res.json(await users.listAll());
  });

  for (const kind of ["approve", "reject"] as const) {
    router.post(`/users/:id/${kind}`, signedIn, requireOwner, validate({ params: userIdParams }), async (req, res) => {
      res.json(await users.decide(kind, String(req.params.id), accessContext(req)));
    });
  }

  return router;
}
