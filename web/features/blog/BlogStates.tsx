import { type ErrorComponentProps, useRouter } from "@tanstack/react-router";
import { Container } from "../../components/Container.tsx";
import { InlineError } from "../../components/InlineError.tsx";
import { Spinner } from "../../components/Spinner.tsx";

/** While a blog page's data loads (shown only when it takes a while). */
export function BlogPending() {
  return (
    <Container className="blog-state">
      <Spinner label="Cargando el blog..." />
    </Container>
  );
}

/** A blog page whose data could not be loaded: the message and a retry. */
export function BlogError({ error }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <Container className="blog-state">
      <InlineError
        message={error instanceof Error ? error.message : "Ha ocurrido un error, inténtelo más tarde."}
        onRetry={() => void router.invalidate()}
      />
    </Container>
  );
}
