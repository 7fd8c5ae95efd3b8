import { Link } from "@tanstack/react-router";
import { formatDate } from "../../../domain/dates.ts";
import { OwnerPage } from "./owner-page.tsx";
import type { OwnerPageData } from "./owner-page-loader.ts";

/**
 * Terms and conditions, shown at /terms-and-conditions and /other/terms-and-conditions (decision 021). With
 * ?version=N, that published version, saying so and linking the current one (issue 40).
 */
export function TermsPage({ data, version }: { data: OwnerPageData; version?: number | undefined }) {
  const notice = version ? (
    <p className="terms-version">
      Versión {data.page.version ?? version} de los Términos y condiciones, publicada el{" "}
      {formatDate(new Date(data.page.updatedAt))}. <Link to="/terms-and-conditions">Ver la versión vigente</Link>.
    </p>
  ) : null;
  return <OwnerPage data={data} crumb="Términos y condiciones" contents notice={notice} />;
}
