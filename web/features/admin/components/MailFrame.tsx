import { useCallback, useRef } from "react";

/**
 * A mail's HTML as its reader sees it, in a sandboxed frame: no scripts (no allow-scripts; the shop's CSP, which
 * the frame inherits, forbids them too), no forms, no popups, no navigation of the page. The frame inherits the
 * shop's style-src as well, which refuses the mail's inline styles; the same styles are applied through the CSSOM,
 * which CSP does not govern (decision 018). That needs allow-same-origin: the page reaches into the frame, the
 * frame's content can run nothing.
 */
export function MailFrame({ html, title }: { html: string; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const styled = useCallback(() => {
    const doc = frame.current?.contentDocument;
    const view = doc?.defaultView;
    if (!doc || !view) return;
    for (const el of doc.querySelectorAll<HTMLElement>("[style]")) el.style.cssText = el.getAttribute("style") ?? "";
    doc.adoptedStyleSheets = [...doc.querySelectorAll("style")].map((style) => {
      const sheet = new view.CSSStyleSheet();
      sheet.replaceSync(style.textContent ?? "");
      return sheet;
    });
    const fit = () => {
      if (frame.current) frame.current.style.height = `${doc.documentElement.scrollHeight}px`;
    };
    fit();
    for (const img of doc.images) img.addEventListener("load", fit, { once: true });
  }, []);
  return (
    <iframe
      ref={frame}
      className="admin-mails__frame"
      title={title}
      sandbox="allow-same-origin"
      srcDoc={html}
      onLoad={styled}
    />
  );
}
