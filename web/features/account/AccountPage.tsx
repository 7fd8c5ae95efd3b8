import type { Session } from "@supabase/supabase-js";
import { useCallback, useEffect, useRef, useState } from "react";
import type { AccountAnswer } from "../../../domain/api/account.ts";
import { Container } from "../../components/Container.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { MyQuotes } from "../../components/quotes/MyQuotes.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { getShopSupabase } from "../../lib/account/supabase.ts";
import { AccountAddresses } from "./AccountAddresses.tsx";
import { AccountFiscal } from "./AccountFiscal.tsx";
import { AccountOrders } from "./AccountOrders.tsx";
import { AccountSubscriptions } from "./AccountSubscriptions.tsx";
import { AccountError, linkOrders, readAccount } from "./account-api.ts";
import { BusinessAccount } from "./BusinessAccount.tsx";
import { SignIn } from "./SignIn.tsx";
import "../../components/field.css";
import "./account.css";

type State =
  | { kind: "loading" }
  | { kind: "signed-out" }
  | { kind: "signed-in"; account: AccountAnswer }
  | { kind: "error"; text: string };

const FAILED = "No pudimos abrir su cuenta. Inténtelo de nuevo en unos minutos.";

/**
 * /mi-cuenta ('Mi cuenta', issue 43): sign in with a code mailed to the address, then the orders (the address's
 * earlier guest orders join the account at each sign-in) and 'Cerrar sesión'. supabase-js is loaded by this page only.
 */
export function AccountPage() {
  usePageTitle("Mi cuenta");
  const [state, setState] = useState<State>({ kind: "loading" });
  const heading = useRef<HTMLHeadingElement>(null);

  const open = useCallback(async (session: Session) => {
    setState({ kind: "loading" });
    try {
      await linkOrders(session.access_token);
      setState({ kind: "signed-in", account: await readAccount(session.access_token) });
    } catch (error) {
      if (error instanceof AccountError && (error.status === 401 || error.status === 403)) {
        // A session the shop no longer accepts (signed out elsewhere, or not a customer's): start again.
        await (await getShopSupabase()).auth.signOut({ scope: "local" }).catch(() => {});
        setState({ kind: "signed-out" });
        return;
      }
      setState({ kind: "error", text: error instanceof AccountError ? error.message : FAILED });
    }
  }, []);

  useEffect(() => {
    let live = true;
    getShopSupabase()
      .then((supabase) => supabase.auth.getSession())
      .then(({ data }) => {
        if (!live) return;
        if (data.session) void open(data.session);
        else setState({ kind: "signed-out" });
      })
      .catch(() => live && setState({ kind: "error", text: FAILED }));
    return () => {
      live = false;
    };
  }, [open]);

  const signOut = async () => {
    setState({ kind: "loading" });
    await (await getShopSupabase()).auth.signOut().catch(() => {});
    setState({ kind: "signed-out" });
    heading.current?.focus();
  };

  return (
    <>
      <PageHeader title="Mi cuenta" breadcrumb={[{ label: "Mi cuenta" }]} />
      <Container className="page-section account-page">
        <div aria-live="polite" aria-busy={state.kind === "loading"}>
          {state.kind === "loading" && <p className="account-page__working">Cargando su cuenta...</p>}
          {state.kind === "error" && (
            <p className="account-page__error" role="alert">
              {state.text}
            </p>
          )}
        </div>
        {state.kind === "signed-out" && <SignIn onSignedIn={open} />}
        {state.kind === "signed-in" && (
          <section className="card account-card" aria-labelledby="account-orders-title">
            <div className="account-card__top">
              <p>
                Ingresó como <strong>{state.account.email}</strong>.
              </p>
              <button type="button" className="btn btn--outline" onClick={signOut}>
                Cerrar sesión
              </button>
            </div>
            <h2 id="account-orders-title" ref={heading} tabIndex={-1}>
              Mis pedidos
            </h2>
            <AccountOrders orders={state.account.orders} />
          </section>
        )}
        {state.kind === "signed-in" && <AccountAddresses />}
        {state.kind === "signed-in" && <AccountFiscal />}
        {state.kind === "signed-in" && <AccountSubscriptions />}
        {state.kind === "signed-in" && <BusinessAccount account={state.account} />}
        {state.kind === "signed-in" && <MyQuotes />}
      </Container>
    </>
  );
}
