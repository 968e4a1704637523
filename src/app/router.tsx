import { lazy, Suspense, useState, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { PublicLayout } from '../features/site/public-layout';
import { PageHeader, pageIntros, type PageIntro } from '../features/site/page-header';
import { HomePage } from '../features/home/home-page';
import { roleList, sectionCapability, can, type Role, type Section } from '../features/staff/roles';
import { NotFoundPage } from './not-found-page';
import { routePageFile } from './route-pages';
import { RouteError } from './route-error';
import { Spinner } from '../components/spinner';

const PageLoading = () => <Spinner label="Loading..." />;

type PageModule = { default: ComponentType };
/** A lazily loaded route whose module default-exports its page. */
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

type PublicPage = ComponentType & { preload: () => Promise<unknown> };

/**
 * A public page loaded inside the already-drawn site layout: the header and footer paint at once
 * and only the page area waits for its code (a route `lazy` would hold back the whole layout).
 * A page with an `intro` has its heading band drawn here too, with the frame.
 * `preload` starts fetching the code early; once it is in, the page renders without a fallback.
 */
function publicPage(load: () => Promise<PageModule>, intro?: PageIntro): PublicPage {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  function PublicPageRoute() {
    // Chosen once per visit: switching from the lazy wrapper to the page itself would remount it.
    const [Page] = useState(() => loaded ?? Lazy);
    return (
      <>
        {intro ? <PageHeader {...intro} /> : null}
        <Suspense fallback={<PageLoading />}>
          <Page />
        </Suspense>
      </>
    );
  }
  return Object.assign(PublicPageRoute, { preload });
}

const staffSections: Record<Exclude<Section, 'dashboard' | 'parts' | 'inquiries'>, () => Promise<PageModule>> = {
  'buy-leads': () => import('../features/staff/buy-leads/buy-leads-page'),
  categories: () => import('../features/staff/categories/categories-page'),
  brochures: () => import('../features/staff/brochures/brochures-page'),
  blogs: () => import('../features/staff/blog-posts/blog-posts-page'),
};

function staffRoutes(role: Role): RouteObject[] {
  const sections = (Object.keys(staffSections) as (keyof typeof staffSections)[]).filter((section) => {
    const capability = sectionCapability[section];
    return !capability || can(role, capability);
  });
  return [
    ...role.loginPaths.map((path) => ({
      path,
      lazy: async () => {
        const { LoginPage } = await import('../features/staff/login/login-page');
        return { Component: () => <LoginPage role={role} /> };
      },
    })),
    {
      path: role.basePath,
      lazy: async () => {
        const { StaffLayout } = await import('../features/staff/staff-layout');
        return { Component: () => <StaffLayout role={role} /> };
      },
      children: [
        { index: true, element: <Navigate to="dashboard" replace /> },
        { path: 'dashboard', lazy: page(() => import('../features/staff/dashboard/dashboard-page')) },
        { path: 'parts', lazy: page(() => import('../features/staff/parts/parts-page')) },
        { path: 'parts/add', lazy: page(() => import('../features/staff/parts/part-form-page')) },
        { path: 'parts/:id/edit', lazy: page(() => import('../features/staff/parts/part-form-page')) },
        { path: 'inquiries', lazy: page(() => import('../features/staff/inquiries/inquiries-page')) },
        { path: 'inquiries/:id', lazy: page(() => import('../features/staff/inquiries/inquiry-detail-page')) },
        ...sections.map((section) => ({ path: section, lazy: page(staffSections[section]) })),
        { path: '*', Component: NotFoundPage },
      ],
    },
  ];
}

/** The public pages whose code loads on demand, each with its HTML file (src/app/route-pages.ts). */
const publicPages = [
  { path: 'catalog', file: 'catalog.html', Component: publicPage(() => import('../features/catalog/catalog-page'), pageIntros.catalog) },
  { path: 'blog', file: 'blog.html', Component: publicPage(() => import('../features/blog/blog-list-page'), pageIntros.blog) },
  { path: 'blog/:id', file: 'blog-post.html', Component: publicPage(() => import('../features/blog/blog-post-page')) },
  { path: 'inquiry', file: 'inquiry.html', Component: publicPage(() => import('../features/inquiry/inquiry-page'), pageIntros.inquiry) },
  { path: 'buy-lead', file: 'buy-lead.html', Component: publicPage(() => import('../features/buy-lead/buy-lead-page'), pageIntros.buyLead) },
];

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    HydrateFallback: PageLoading,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <HomePage /> },
          ...publicPages.map(({ path, Component }) => ({ path, Component })),
          { path: '*', Component: NotFoundPage },
        ],
      },
      ...roleList.flatMap(staffRoutes),
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);

/**
 * Starts loading the code of the public page at `pathname`, in parallel with the app's start-up.
 * The route pages' own path tests find it: ranking the whole route table here would cost start-up
 * time the router spends again when it starts.
 */
export function preloadRoute(pathname: string): void {
  const file = routePageFile(pathname);
  const page = file ? publicPages.find((item) => item.file === file) : undefined;
  void page?.Component.preload().catch(() => {
    // The page's own lazy load retries and shows the error boundary if the code cannot be fetched.
  });
}
