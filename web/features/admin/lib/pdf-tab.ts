// 'Ver PDF' in the back office (issue 38, item 17): the PDF opens in a new tab instead of downloading. The back
// office's files are fetched with the admin's token, which a new tab cannot send; so the page fetches and draws
// the file itself and shows it in the tab as a blob: address, which only this origin can read and which carries
// no token. The tab is opened at the click (a tab opened after the awaits would be taken for a pop-up and
// blocked) and shows a short note until the file is ready.

/** How long the tab's blob: address stays readable (a reload in the tab, the viewer's own 'save'). */
const KEEP_MS = 10 * 60_000;

export interface PdfTab {
  /** Shows the file in the tab; false if there is no tab (blocked, or the owner closed it). */
  show(blob: Blob): boolean;
  close(): void;
}

/** Opens an empty tab now, while the click still counts; `title` shows in it until the file arrives. */
export function openPdfTab(title: string): PdfTab {
  const tab = window.open("", "_blank");
  if (tab) {
    try {
      tab.document.title = title;
      tab.document.body.textContent = "Preparando el PDF…";
    } catch {
      // Some browsers do not let the opener write into the new tab: it stays blank until the file arrives.
    }
  }
  return {
    show(blob) {
      if (!tab || tab.closed) return false;
      const href = URL.createObjectURL(
        blob.type === "application/pdf" ? blob : new Blob([blob], { type: "application/pdf" }),
      );
      tab.opener = null;
      tab.location.href = href;
      setTimeout(() => URL.revokeObjectURL(href), KEEP_MS);
      return true;
    },
    close() {
      if (tab && !tab.closed) tab.close();
    },
  };
}
