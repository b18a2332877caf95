import { createElement, lazy, Suspense, type ComponentType } from "react";
import { Route, Switch, useLocation } from "wouter";
import { LoadingState } from "@/components/ui/spinner";
import { authQueries } from "@/api/auth";
import { portfolioQueries } from "@/api/portfolio";
import { queryClient } from "@/api/query-client";
import { AuthenticatedLayout } from "./authenticated-layout";
import { FullScreenLoading, PublicOnly, RequireAuth } from "./route-guards";

// Every page is its own chunk, so the first load carries only the shell and the page it shows.
const LoginPage = lazy(() => import("@/pages/login-page"));
const RegisterPage = lazy(() => import("@/pages/register-page"));
const ForgotPasswordPage = lazy(() => import("@/pages/forgot-password-page"));
const ResetPasswordPage = lazy(() => import("@/pages/reset-password-page"));
const NotFoundPage = lazy(() => import("@/pages/not-found-page"));

/**
 * React.lazy, except that once the page's code has arrived the page renders at once. A lazy
 * component suspends on its first render even when its import has already settled, and React then
 * keeps the fallback up for at least 300 ms before it reveals the page (its guard against
 * flicker): the dashboard, whose code is fetched at start-up, would show 'Loading...' for nothing.
 */
function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  const Page = () => (loaded ? createElement(loaded) : <Lazy />);
  return { Page, preload };
}

const dashboard = lazyPage(() => import("@/pages/dashboard-page"));

const PROTECTED_PAGES: Record<string, ComponentType> = {
  "/": dashboard.Page,
  "/holdings": lazyPage(() => import("@/pages/holdings-page")).Page,
  "/tax": lazyPage(() => import("@/pages/tax-page")).Page,
  "/tax/before-30-june": lazyPage(() => import("@/pages/before-30-june-page")).Page,
  "/tax/summary": lazyPage(() => import("@/pages/tax-summary-page")).Page,
  "/sectors": lazyPage(() => import("@/pages/sectors-page")).Page,
  "/shareholders": lazyPage(() => import("@/pages/shareholders-page")).Page,
  "/journal": lazyPage(() => import("@/pages/journal-page")).Page,
  "/data-history": lazyPage(() => import("@/pages/data-history-page")).Page,
  "/alerts": lazyPage(() => import("@/pages/alerts-page")).Page,
  "/upload": lazyPage(() => import("@/pages/upload-page")).Page,
  "/settings": lazyPage(() => import("@/pages/settings-page")).Page,
  "/user-management": lazyPage(() => import("@/pages/user-management-page")).Page,
};

function normalizePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/**
 * Start-up requests, sent before the first render rather than from it: the session check, and, when
 * the app opens on the dashboard, its code and its portfolio list, side by side instead of one after
 * the other (session, then code, then data). The overview then finds the list in the cache (main.tsx
 * calls this); Other Stocks, drawn further down and after it, is asked for when the overview mounts,
 * so its bytes do not compete with the code of the first screen. A signed-out visitor's list request
 * answers 401, which signs the app out just as the session check does.
 */
export function preloadStartPage(pathname: string): void {
  void queryClient.prefetchQuery(authQueries.me());
  if (normalizePath(pathname) !== "/") return;
  void dashboard.preload();
  void queryClient.prefetchQuery(portfolioQueries.list(true));
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
