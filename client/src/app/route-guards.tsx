import { useDeferredValue, type ReactNode } from "react";
import { Redirect, useLocation, useSearch } from "wouter";
import { LoadingState } from "@/components/ui/spinner";
import { useCurrentUser, useLogoutInProgress } from "@/api/auth";
import { buildLoginRedirect, getSafeRedirect } from "@/features/auth/utils/safe-redirect";

export function FullScreenLoading() {
  return <LoadingState label="Loading..." className="min-h-svh" />;
}

/** Protected pages: signed-out visitors go to /login?redirect=<this path and query>. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  const [location] = useLocation();
  const search = useSearch();
  // The session check's answer reaches React as an urgent update; the signed-in frame and its page
  // are then drawn from this deferred copy, in a transition React renders in slices, rather than in
  // one long task while 'Loading...' is still on screen (docs/decisions/023).
  const settled = useDeferredValue(!isLoading, false);
  if (isLoading || !settled) return <FullScreenLoading />;
  if (!user) return <Redirect to={buildLoginRedirect(location, search)} replace />;
  return <>{children}</>;
}

/** Login and register: a signed-in user is sent on (to the safe `redirect` target, else "/"). */
export function PublicOnly({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  const search = useSearch();
  // During logout the page changes to /login a moment before the cleared user reaches React.
  const loggingOut = useLogoutInProgress();
  if (isLoading) return <FullScreenLoading />;
  if (user && !loggingOut) return <Redirect to={getSafeRedirect(search)} replace />;
  return <>{children}</>;
}
