import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from "react";
import { Route, Switch, useLocation } from "wouter";
import { LoadingState } from "@/components/ui/spinner";
import { AuthenticatedLayout } from "./authenticated-layout";
import { FullScreenLoading, PublicOnly, RequireAuth } from "./route-guards";

// Every page is its own chunk, so the first load carries only the shell and the page it shows.
const LoginPage = lazy(() => import("@/pages/login-page"));
const RegisterPage = lazy(() => import("@/pages/register-page"));
const ForgotPasswordPage = lazy(() => import("@/pages/forgot-password-page"));
const ResetPasswordPage = lazy(() => import("@/pages/reset-password-page"));
const NotFoundPage = lazy(() => import("@/pages/not-found-page"));

const loadDashboard = () => import("@/pages/dashboard-page");

const PROTECTED_PAGES: Record<string, LazyExoticComponent<ComponentType>> = {
  "/": lazy(loadDashboard),
  "/sectors": lazy(() => import("@/pages/sectors-page")),
  "/shareholders": lazy(() => import("@/pages/shareholders-page")),
  "/journal": lazy(() => import("@/pages/journal-page")),
  "/data-history": lazy(() => import("@/pages/data-history-page")),
  "/alerts": lazy(() => import("@/pages/alerts-page")),
  "/upload": lazy(() => import("@/pages/upload-page")),
  "/settings": lazy(() => import("@/pages/settings-page")),
  "/user-management": lazy(() => import("@/pages/user-management-page")),
};

function normalizePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/**
 * Opened on the dashboard, its chunk downloads at start-up, beside the session check, instead of
 * after it (one round trip less before the first screen; main.tsx calls this).
 */
export function preloadStartPage(pathname: string): void {
  if (normalizePath(pathname) === "/") void loadDashboard();
}

/**
 * One element for every protected path, so the sidebar and header stay mounted while only the
 * page inside them changes. Unknown paths get the 404 page without needing a session.
 */
function ProtectedArea() {
  const [location] = useLocation();
  const Page = PROTECTED_PAGES[normalizePath(location)];
  if (!Page) return <NotFoundPage />;
  return (
    <RequireAuth>
      <AuthenticatedLayout>
        <Suspense fallback={<LoadingState label="Loading..." />}>
          <Page />
        </Suspense>
      </AuthenticatedLayout>
    </RequireAuth>
  );
}

export function AppRoutes() {
  return (
    <Suspense fallback={<FullScreenLoading />}>
      <Switch>
        <Route path="/login">
          <PublicOnly>
            <LoginPage />
          </PublicOnly>
        </Route>
        <Route path="/register">
          <PublicOnly>
            <RegisterPage />
          </PublicOnly>
        </Route>
        <Route path="/forgot-password" component={ForgotPasswordPage} />
        <Route path="/reset-password" component={ResetPasswordPage} />
        <Route>
          <ProtectedArea />
        </Route>
      </Switch>
    </Suspense>
  );
}
