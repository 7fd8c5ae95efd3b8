import { createFileRoute } from "@tanstack/react-router";
import { MyDataPage } from "../features/my-data/MyDataPage.tsx";

/** /mis-datos[?token=…]: 'Mis datos' (decision 031); the mailed link's token is read from the raw query. */
export const Route = createFileRoute("/mis-datos")({
  component: MyDataPage,
});
