import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { type NavigateOptions, useHref, useNavigate } from 'react-router';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

const EXTERNAL = /^([a-z][a-z\d+.-]*:|\/\/)/i;

/** react-router's href for in-app paths; absolute URLs (https:, mailto:) pass through. */
function useAppHref(href: string): string {
  const external = EXTERNAL.test(href);
  const resolved = useHref(external ? '/' : href);
  return external ? href : resolved;
}

/**
 * Lets every react-aria link (Link, NavButton, Menu items with href, Tabs with href)
 * navigate through react-router instead of reloading the page. Mount it inside the
 * BrowserRouter, around the routes.
 */
export function RouterBridge({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(to, options) => navigate(to, options)} useHref={useAppHref}>
      {children}
    </RouterProvider>
  );
}
