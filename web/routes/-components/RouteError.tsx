import { type ErrorComponentProps, useRouter } from "@tanstack/react-router";
import { Container } from "../../components/Container.tsx";
import { InlineError } from "../../components/InlineError.tsx";
import { errorText } from "../../lib/get-json.ts";

/** A storefront page whose loader failed: the Spanish message and a retry that loads the page again. */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <Container className="route-error">
      <InlineError message={errorText(error)} onRetry={() => void router.invalidate()} />
    </Container>
  );
}
