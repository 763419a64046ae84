// What the apps share as `react-router` (an alias in create-app-config.js): the package's browser API,
// without its server half (SSR handlers, cookies, sessions, RSC, framework-mode document components,
// testing routers) and without its data router (decision 0074). A shared module is never tree-shaken, since
// the build cannot know what another app's build will use; this list is that contract. Whole, the package
// costs about 60 KiB gzip on every page; this list 13.4 KiB. An app may use any name below without a rebuild
// of the shell that provides it; a new name must be added here (the shell's shared-modules spec fails until
// it is) and the shell shipped first. The import is a path, not the package name, so the alias does not
// point back at this file.
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  UNSAFE_NavigationContext,
  UNSAFE_createBrowserHistory,
  createPath,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  parsePath,
  resolvePath,
  unstable_HistoryRouter,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from '../../../node_modules/react-router/dist/production/index.mjs';
