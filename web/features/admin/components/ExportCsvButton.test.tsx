import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ExportCsvButton } from "./ExportCsvButton.tsx";

const ADMIN = join(import.meta.dirname, "..");
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );

describe("the back office's one export button", () => {
  it("is the only place that starts a download or says 'Exportando'", () => {
    const writers = sources(ADMIN)
      .filter((file) => !file.endsWith("ExportCsvButton.tsx") && !file.endsWith("use-download.ts"))
      .filter((file) => /useDownload\(|["'>]Exportando\.\.\.["'<]/.test(readFileSync(file, "utf8")))
      .map((file) => relative(ADMIN, file));
    expect(writers).toEqual([]);
  });

  it("says what it exports, and is disabled when there is nothing to export", () => {
    const idle = renderToString(<ExportCsvButton download={async () => {}} />);
    expect(idle).toContain("Exportar CSV");
    expect(idle).not.toContain("disabled");
    const empty = renderToString(
      <ExportCsvButton download={async () => {}} label="Exportar productos (CSV)" disabled />,
    );
    expect(empty).toContain("Exportar productos (CSV)");
    expect(empty).toContain("disabled");
  });
});
