import { API_KEY_ROLES, BILLING_ROLES, COMPANY_SETTINGS_ROLES } from '@app/contracts/accounts/roles';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense } from 'react';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { SignedInRedirect } from '../features/auth/components/signed-in-redirect';
import { NotFoundPage } from '../features/errors/not-found-page';
import { RouteError } from '../features/errors/route-error';
import { LandingPage } from '../features/landing/landing-page';
import { WorkspaceGate } from '../features/organizations/workspace-gate';
import { RequireRole } from '../features/settings/components/require-role';
import { locationChanged, setNavigator } from '../lib/navigation';
import { preloadToasts } from '../lib/notify';
import { importWithRetry } from '../lib/retry-import';
import { useSession } from '../lib/session';
import { RequireSession } from './guards';
import { PublicLayout } from './layout/public-layout';
import { queryClient } from './query-client';
import { loadedModule, pageModules, preloadLoader } from './route-preload';
import { LogoutPage } from './routes/logout-page';
import { SupportAnywhere } from './routes/support-anywhere';
import { settled } from './settled';

const TermsPage = lazy(() => import('../features/legal/terms-page').then((m) => ({ default: m.TermsPage })));
const PrivacyPage = lazy(() =>
  import('../features/legal/privacy-page').then((m) => ({ default: m.PrivacyPage })),
);

/**
 * A lazy page. When its code is already loaded (preloaded with the page's data, or on hover), React gets it
 * at once and renders without a Suspense fallback: a fallback, once shown, stays at least 300 ms, so each lazy
 * level a full page load went through cost that much (docs/performance.md#page-speed).
 */
const lazyPage = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => {
    const ready = loadedModule(load);
    return ready
      ? settled({ default: ready[name] })
      : importWithRetry(load).then((m) => ({ default: m[name] }));
  });
const SignInPage = lazyPage(pageModules.signin, 'SignInPage');
const SignUpPage = lazyPage(pageModules.signup, 'SignUpPage');
const ForgotPasswordPage = lazyPage(
  () => import('../features/auth/forgot-password-page'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyPage(() => import('../features/auth/reset-password-page'), 'ResetPasswordPage');
const CompanyPage = lazyPage(() => import('../features/auth/company-page'), 'CompanyPage');
const DevMailboxPage = lazyPage(() => import('../features/auth/dev-mailbox-page'), 'DevMailboxPage');
const AppLayout = lazyPage(pageModules.layout, 'AppLayout');
const SettingsPage = lazyPage(pageModules.settings, 'SettingsPage');
const NotificationsPage = lazyPage(pageModules.notifications, 'NotificationsPage');
const LearningCenterPage = lazyPage(pageModules.learningCenter, 'LearningCenterPage');
const CompanyInformationPage = lazyPage(
  () => import('../features/settings/company-information-page'),
  'CompanyInformationPage',
);
const ApiKeysPage = lazyPage(() => import('../features/api-keys/api-keys-page'), 'ApiKeysPage');
const DevelopersPage = lazyPage(() => import('../features/developers/developers-page'), 'DevelopersPage');
const ReferencePage = lazyPage(() => import('../features/developers/reference-page'), 'ReferencePage');
const AccountSecurityPage = lazyPage(
  () => import('../features/settings/account-security-page'),
  'AccountSecurityPage',
);
const WebhooksPage = lazyPage(() => import('../features/settings/webhooks-page'), 'WebhooksPage');
const CalculationSettingsPage = lazyPage(pageModules.calculationSettings, 'CalculationSettingsPage');
const CalculationsPage = lazyPage(pageModules.calculations, 'CalculationsPage');
const CalculationDetailPage = lazyPage(pageModules.calculationDetail, 'CalculationDetailRoute');
const CalculatorPage = lazyPage(pageModules.calculator, 'CalculatorRoute');

const BillingPage = lazyPage(() => import('../features/billing/billing-page'), 'BillingPage');
const ChangePlanPage = lazyPage(() => import('../features/billing/change-plan-page'), 'ChangePlanPage');
const InvoicePage = lazyPage(() => import('../features/billing/invoice-page'), 'InvoicePage');
const PaymentMethodPage = lazyPage(
  () => import('../features/billing/payment-method-page'),
  'PaymentMethodPage',
);
const BillingInformationPage = lazyPage(
  () => import('../features/billing/billing-information-page'),
  'BillingInformationPage',
);

const DashboardPage = lazyPage(pageModules.dashboard, 'DashboardPage');
const TeamPage = lazyPage(() => import('../features/dashboard/team-page'), 'TeamPage');
const MemberPage = lazyPage(() => import('./routes/member-route'), 'MemberRoute');
const QuotesPage = lazyPage(pageModules.quotes, 'QuotesPage');
const QuoteDetailPage = lazyPage(() => import('../features/quotes/quote-detail-page'), 'QuoteDetailPage');
const QuoteApprovalPage = lazyPage(
  () => import('../features/quotes/quote-approval-page'),
  'QuoteApprovalPage',
);

/** The landing page for visitors; a signed-in user goes on to their dashboard. */
function SignedOutLanding() {
  const { data: session } = useSession();
  return (
    <SignedInRedirect session={session}>
      <LandingPage />
    </SignedInRedirect>
  );
}

/** Routes compose the features; the session guard wraps every route so private paths need sign-in. */
const routes = () => [
  {
    // Development mailbox: outside the session guard, so a new user can open their confirmation e-mail.
    path: '/dev/mailbox',
    element: (
      <Suspense fallback={<PageLoader />}>
        <DevMailboxPage />
      </Suspense>
    ),
  },
  {
    // Unknown organisation sub-domains get "This workspace does not exist" instead of the app.
    element: (
      <WorkspaceGate>
        <SupportAnywhere />
      </WorkspaceGate>
    ),
    errorElement: <RouteError />,
    children: [
      {
        element: <RequireSession />,
        errorElement: <RouteError />,
        children: [
          {
            element: (
              <PublicLayout>
                <Outlet />
              </PublicLayout>
            ),
            children: [
              {
                path: '/',
                element: <SignedOutLanding />,
              },
              // /support (any path containing it) is answered by SupportAnywhere, before this table.
              { path: '/terms', element: <TermsPage /> },
              { path: '/privacy', element: <PrivacyPage /> },
              {
                path: '/developers',
                element: (
                  <Suspense fallback={<PageLoader />}>
                    <DevelopersPage />
                  </Suspense>
                ),
              },
              {
                path: '/developers/reference',
                element: (
                  <Suspense fallback={<PageLoader />}>
                    <ReferencePage />
                  </Suspense>
                ),
              },
              { path: '/signin', element: <SignInPage /> },
              { path: '/signup', element: <SignUpPage /> },
              { path: '/forgot-password', element: <ForgotPasswordPage /> },
              { path: '/reset-password', element: <ResetPasswordPage /> },
            ],
          },
          { path: '/logout', element: <LogoutPage /> },
          {
            // The client's page: public (no session), no app chrome, branded by the quote itself.
            path: '/quote/approve/:token',
            element: (
              <Suspense fallback={<PageLoader />}>
                <QuoteApprovalPage />
              </Suspense>
            ),
          },
          {
            path: '/company',
            element: (
              <Suspense fallback={<PageLoader />}>
                <CompanyPage />
              </Suspense>
            ),
          },
          {
            element: (
              <Suspense fallback={<PageLoader />}>
                <AppLayout />
              </Suspense>
            ),
            // Every signed-in route starts its page's code and first data at once (app/route-preload.ts).
            loader: preloadLoader,
            shouldRevalidate: () => true,
            children: [
              {
                // A page that fails shows its error inside the app's frame: the navigation stays usable.
                errorElement: <RouteError />,
                children: [
                  { path: '/dashboard', element: <DashboardPage /> },
                  { path: '/dashboard/team/:id', element: <TeamPage /> },
                  { path: '/dashboard/team/:id/members/:member_id', element: <MemberPage /> },
                  { path: '/calculations', element: <CalculationsPage /> },
                  // '/calculations/edit/:id' (the calculator) outranks this: a static segment beats a parameter.
                  { path: '/calculations/:id', element: <CalculationDetailPage /> },
                  { path: '/calculator', element: <CalculatorPage /> },
                  { path: '/calculations/edit/:id', element: <CalculatorPage /> },
                  { path: '/quotes', element: <QuotesPage /> },
                  { path: '/quote/:id', element: <QuoteDetailPage /> },
                  { path: '/notifications', element: <NotificationsPage /> },
                  { path: '/settings', element: <SettingsPage /> },
                  { path: '/settings/account-security', element: <AccountSecurityPage /> },
                  // Everyone in the organisation may look; Team Members see it read-only (the API refuses their writes).
                  { path: '/settings/calculation-settings', element: <CalculationSettingsPage /> },
                  {
                    element: <RequireRole allowed={BILLING_ROLES} />,
                    children: [
                      { path: '/settings/billing-payment', element: <BillingPage /> },
                      { path: '/settings/billing-payment/payment-method', element: <PaymentMethodPage /> },
                      { path: '/settings/billing-payment/invoices/:id', element: <InvoicePage /> },
                      {
                        path: '/settings/billing-payment/billing-information',
                        element: <BillingInformationPage />,
                      },
                      { path: '/change-plan', element: <ChangePlanPage /> },
                      // Owner and Admin, as the server (WEBHOOK_ROLES = BILLING_ROLES, docs/roles.md).
                      { path: '/settings/webhooks', element: <WebhooksPage /> },
                    ],
                  },
                  {
                    element: <RequireRole allowed={API_KEY_ROLES} />,
                    children: [{ path: '/settings/api-keys', element: <ApiKeysPage /> }],
                  },
                  {
                    element: <RequireRole allowed={COMPANY_SETTINGS_ROLES} />,
                    children: [
                      { path: '/settings/company-information', element: <CompanyInformationPage /> },
                    ],
                  },
                  { path: '/learning-center', element: <LearningCenterPage /> },
                ],
              },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

let router: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * Creates the data router and resolves once it has run its first loaders. It is created when the app hands over
 * to it, not when this module loads: the public site (app/public-site.tsx) may load this module early, and the
 * router reads the location it starts at. Rendering only an initialised router matters: RouterProvider reads the
 * router's state when it renders and subscribes after, so an initialisation finishing in between would be missed
 * and leave the page blank. From then on the router navigates the links that work without it (lib/navigation.ts).
 */
export function startAppRouter(): Promise<void> {
  if (!router) {
    const created = createBrowserRouter(routes());
    setNavigator((to, options) => void created.navigate(to, options));
    created.subscribe(locationChanged);
    router = created;
    setTimeout(preloadToasts, 2_000);
  }
  const started = router;
  return new Promise((resolve) => {
    if (started.state.initialized) return resolve();
    const stop = started.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** TanStack Query comes with the router: the public site before it does without (app/public-site.tsx). */
export function AppRouter() {
  if (!router) throw new Error('startAppRouter() first');
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
