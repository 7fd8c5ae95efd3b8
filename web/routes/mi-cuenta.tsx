import { createFileRoute } from "@tanstack/react-router";
import { AccountPage } from "../features/account/AccountPage.tsx";

/** /mi-cuenta: 'Mi cuenta' (issue 43, decision 034), a lazy chunk with supabase-js (never the first load). */
export const Route = createFileRoute("/mi-cuenta")({
  component: AccountPage,
});
