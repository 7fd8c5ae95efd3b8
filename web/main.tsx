/**
 * The entry: starts the SPA (web/app.tsx) in steps, each its own task, so a phone's main thread is never held for
 * long (docs/decisions/010): React DOM is evaluated first, the app's modules after a yield, and app.tsx goes on the
 * same way (router, first page, render). The build fetches all of it with the entry (vite.config.ts, startupChunks).
 */
async function boot(root: HTMLElement) {
  await import("react-dom/client");
  await new Promise((resolve) => setTimeout(resolve, 0));
  const { start } = await import("./app.tsx");
  await start(root);
}

const root = document.getElementById("root");
if (root) void boot(root);
