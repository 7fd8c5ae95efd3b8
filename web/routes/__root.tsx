import { createRootRoute, Outlet } from "@tanstack/react-router";

export const Route = createRootRoute({
  component: () => <Outlet />,
  notFoundComponent: () => <p>Oops! 404 PÁGINA NO ENCONTRADA</p>,
});
