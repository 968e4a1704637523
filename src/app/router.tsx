import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Spinner } from '../components/spinner';
import { pageModuleFile, publicPageAt, publicPageList, type PageIntro } from '../config/public-pages';
import { PageHeader } from '../features/site/page-header';
import { PublicLayout } from '../features/site/public-layout';
import { roleList, sectionsFor, staffSections, type Role } from '../features/staff/roles';
import { useAppRunning } from './app-running';
import { NotFoundPage } from './not-found-page';
import { RouteErrorBoundary } from './route-error';

const PageLoading = () => <Spinner label="Loading..." />;

type PageModule = { default: ComponentType };

/**
 * A page's code and the query client's (./query-root.tsx) fetched side by side, the page drawn inside
 * the client's provider: the home page, in the entry, makes no query, so the entry holds no query code.
 */
function withQueries<Props extends object>(load: () => Promise<ComponentType<Props>>): () => Promise<{ default: ComponentType<Props> }> {
  return async () => {
    const [Page, { QueryRoot }] = await Promise.all([load(), import('./query-root')]);
    const WithQueries = (props: Props) => (
      <QueryRoot>
        <Page {...props} />
      </QueryRoot>
    );
    return { default: WithQueries };
  };
}

type PublicPage = ComponentType & { preload: () => Promise<unknown> };

/**
 * Where the early-record script (./early-record.ts) puts the record's picture as soon as the record is
 * in, before the app's code is: on a phone's link the picture shows about 1.5 s sooner than the page's
 * own (Lighthouse's mobile conditions applied as the page loads; docs/decisions.md, 2026-11-27).
 * React renders it empty and does not hydrate what is inside (inner HTML); the page, once drawn, takes
 * its place.
 * Below the spinner, in a page area a screen high, so nothing moves when the picture comes.
 */
const EarlyPicture = () => (
  <div
    className="container early-picture"
    aria-hidden="true"
    data-early-picture
    dangerouslySetInnerHTML={{ __html: '' }}
    suppressHydrationWarning
  />
);

/**
 * The record or the list's first screen the server drew into the page (server/record.php, list.php), where
 * the loading state would be: the app's first render keeps it as it is (inner HTML, not hydrated), and the
 * page's own render, its first once the app runs (src/components/record-page.tsx, the lists' pages with
 * src/lib/server-list.ts), takes its place in one go.
 */
const ServerRecord = () => <div data-server-record="" dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;

/** Whether the server drew the page's record or list into its HTML: only looked for here, read by the page. */
const drawnByServer = () =>
  typeof document !== 'undefined' && (document.getElementById('server-record') !== null || document.getElementById('server-list') !== null);

/**
 * A public page loaded inside the already-drawn site layout: the header and footer paint at once
 * and only the page area waits for its code (a route `lazy` would hold back the whole layout).
 * A page with an `intro` has its heading band drawn here too, with the frame.
 * Until the app runs, the page area is its loading state (no page code needed for it).
 * `preload` starts fetching the code early; once it is in, the page renders without a fallback.
 * A page with a one-record call (`record`) has a place for the record's picture in its loading state.
 * A page the server pages draw (`record`, `list`) keeps what the server drew until the app runs.
 * A page that reads no data (`whole`: the home page, the forms) is drawn whole from the start instead,
 * in its prerendered HTML and in the app's first render alike, its code being in by then (preloadRoute).
 */
function publicPage(
  load: () => Promise<PageModule>,
  { intro, record = false, list = false, whole = false }: { intro?: PageIntro; record?: boolean; list?: boolean; whole?: boolean } = {},
): PublicPage {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  function PageContent() {
    // Chosen once per visit: switching from the lazy wrapper to the page itself would remount it.
    const [Page] = useState(() => loaded ?? Lazy);
    return (
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    );
  }
  function PublicPageRoute() {
    // The prerendered HTML, and the app's first render over it, show the page's loading state.
    const running = useAppRunning();
    return (
      <>
        {intro ? <PageHeader {...intro} /> : null}
        {running || whole ? (
          <PageContent />
        ) : (
          <>
            {(record || list) && drawnByServer() ? (
              <ServerRecord />
            ) : (
              <>
                <PageLoading />
                {record ? <EarlyPicture /> : null}
              </>
            )}
          </>
        )}
      </>
    );
  }
  return Object.assign(PublicPageRoute, { preload });
}

/*
 * Staff code loads on first use. Navigations are transitions, so the current screen stays on show
 * until the next one's code is in; a first visit shows the app's loading state meanwhile.
 */
const LoginPage = lazy(withQueries(() => import('../features/staff/login/login-page').then((module) => module.LoginPage)));
const OtherRolePage = lazy(withQueries(() => import('../features/staff/other-role-page').then((module) => module.OtherRolePage)));
// The section screens are drawn in the layout's outlet, inside its query client.
const StaffLayout = lazy(withQueries(() => import('../features/staff/staff-layout').then((module) => module.StaffLayout)));
/** Each staff section's screens (the section table is in features/staff/roles.ts), made lazy once. */
const staffModules = import.meta.glob<PageModule>('../features/staff/*/*-page.tsx');
const staffPage = (page: string) => lazy(staffModules[`../features/staff/${page}.tsx`]!);
const staffPages = new Map(
  staffSections.map((section) => [
    section.id,
    {
      Page: staffPage(section.page),
      children: (section.children ?? []).map((child) => ({ path: child.path, Page: staffPage(child.page) })),
    },
  ]),
);

function staffRoutes(role: Role) {
  return [
    ...role.loginPaths.map((path) => <Route key={path} path={path} element={<LoginPage role={role} />} />),
    <Route key={role.basePath} path={role.basePath} element={<StaffLayout role={role} />}>
      <Route index element={<Navigate to="dashboard" replace />} />
      {sectionsFor(role).flatMap((section) => {
        const { Page, children } = staffPages.get(section.id)!;
        return [
          <Route key={section.id} path={section.id} element={<Page />} />,
          ...children.map(({ path, Page: Child }) => (
            <Route key={`${section.id}/${path}`} path={`${section.id}/${path}`} element={<Child />} />
          )),
        ];
      })}
      {staffSections
        .filter((section) => !sectionsFor(role).includes(section))
        .map((section) => (
          <Route key={`other-role/${section.id}`} path={`${section.id}/*`} element={<OtherRolePage section={section} />} />
        ))}
      <Route path="*" element={<NotFoundPage />} />
    </Route>,
  ];
}

/**
 * The home page, lazy like the others so its code (about 3 KB gzipped) is not in the entry every page
 * loads. It makes no query (no query client), so it is drawn whole: prerendered into its HTML
 * (home.html, build/route-pages.ts), which also preloads the chunk, and hydrated by a first render
 * that waits for the chunk (preloadRoute).
 */
const HomeRoute = publicPage(() => import('../features/home/home-page').then((module) => ({ default: module.HomePage })), { whole: true });

/** The public pages' code, by module file (src/config/public-pages.ts names each page's module). */
const pageModules = import.meta.glob<PageModule>(['../features/*/*-page.tsx', '!../features/home/**']);

const publicRoutes = publicPageList.map((page) => {
  const load = pageModules[`../features/${page.module}.tsx`];
  if (!load) throw new Error(`No page module ${pageModuleFile(page)}`);
  return {
    page,
    Component: publicPage(
      withQueries(() => load().then((module) => module.default)),
      { intro: page.intro, record: Boolean(page.record), list: Boolean(page.list), whole: page.whole },
    ),
  };
});

/**
 * Every page of the site, for whichever router holds the location (the browser's in the app, a
 * memory router when the build prerenders a page or a test renders one). A render error, or code
 * that cannot be fetched, shows RouteError instead of a blank page.
 */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route element={<PublicLayout />}>
            <Route index element={<HomeRoute />} />
            {publicRoutes.map(({ page, Component }) => (
              <Route key={page.path} path={page.path} element={<Component />} />
            ))}
            <Route path="*" element={<NotFoundPage />} />
          </Route>
          {roleList.flatMap(staffRoutes)}
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}

/**
 * Loads the code of the public page at `pathname`, in parallel with the app's start-up; resolves once
 * it is in (or could not be fetched: the page's own lazy load then retries and shows the error
 * boundary). The route pages' own path tests find it: ranking the whole route table here would
 * cost start-up time the router spends again when it starts.
 */
export function preloadRoute(pathname: string): Promise<void> {
  const page = publicPageAt(pathname);
  const Component = pathname === '/' ? HomeRoute : publicRoutes.find((item) => item.page === page)?.Component;
  return Component
    ? Component.preload().then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}
