/**
 * The simulated checkout's stylesheet, served by worker/routes/payment-simulator.ts as text/css (the CSP
 * allows same-origin stylesheets only: no <style>, no style attributes). Colours and fonts are the shop's
 * (web/styles/tokens.css); every text/background pair below is WCAG AA (≥ 4.5:1):
 *   #1f2a27 on #faf7f0 13.8 · #4d5a55 on #ffffff 7.2 · white on #2f5d50 7.5 · #5c3d00 on #fbeccb 8.5
 *   #a1291f on #ffffff 7.4 · white on #1f6b3f 6.5 (hover #185532 8.8) · #1f2a27 on #e0a33a 6.7 (hover
 *   #f0b54a 8.0) · #a1291f on #fbeeec 6.5 · #2f5d50 links on white 7.5
 * Buttons and links show a 3px focus ring (#1a5fb4: 5.9:1 on the page, 6.3:1 on the cards) when focused
 * from the keyboard.
 */
export const CHECKOUT_CSS = `
:root {
  --bg: #faf7f0;
  --surface: #ffffff;
  --text: #1f2a27;
  --muted: #4d5a55;
  --border: #d9dcd3;
  --primary: #2f5d50;
  --primary-hover: #244a40;
  --accent: #e0a33a;
  --accent-soft: #f0b54a;
  --warning-bg: #fbeccb;
  --warning-text: #5c3d00;
  --danger: #a1291f;
  --danger-hover: #86221a;
  --success: #1f6b3f;
  --success-hover: #185532;
  --focus: #1a5fb4;
  --font-body: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  --font-heading: Georgia, "Times New Roman", serif;
  --radius: 8px;
  --radius-lg: 16px;
  --shadow: 0 4px 16px rgb(31 42 39 / 12%);
}
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
body {
  margin: 0;
  min-height: 100vh;
  background: var(--bg);
  color: var(--text);
  font: 1rem/1.6 var(--font-body);
}
.sim-banner {
  margin: 0;
  padding: 10px 16px;
  background: var(--warning-bg);
  color: var(--warning-text);
  border-bottom: 1px solid #e9cf94;
  font-size: 0.9375rem;
  text-align: center;
}
.sim-banner strong { font-weight: 700; }
.page {
  width: 100%;
  max-width: 960px;
  margin: 0 auto;
  padding: 24px 16px 48px;
}
.merchant {
  display: flex;
  align-items: center;
  gap: 12px;
  margin: 0 0 24px;
}
.merchant-mark {
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  flex: none;
  border-radius: 50%;
  background: var(--primary);
  color: #ffffff;
  font: 700 1.125rem/1 var(--font-heading);
}
.merchant-name {
  margin: 0;
  font: 700 1.375rem/1.2 var(--font-heading);
  color: var(--primary);
}
.merchant-sub { margin: 2px 0 0; color: var(--muted); font-size: 0.875rem; }
h1 {
  margin: 0 0 16px;
  font: 700 1.75rem/1.25 var(--font-heading);
}
h2 {
  margin: 0 0 12px;
  font: 700 1.125rem/1.3 var(--font-body);
}
.layout { display: grid; gap: 24px; }
.card {
  background: var(--surface);
  border: 1px solid var(--border);
  border-radius: var(--radius-lg);
  box-shadow: var(--shadow);
  padding: 20px;
}
.items { list-style: none; margin: 0; padding: 0; }
.item {
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 2px 16px;
  padding: 12px 0;
  border-bottom: 1px solid var(--border);
}
.item:first-child { padding-top: 0; }
.item-title { overflow-wrap: anywhere; }
.item-qty { grid-column: 1; color: var(--muted); font-size: 0.875rem; }
.item-amount { grid-column: 2; grid-row: 1 / span 2; align-self: center; font-variant-numeric: tabular-nums; white-space: nowrap; }
.total {
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: 16px;
  margin: 16px 0 0;
  font-size: 1.25rem;
  font-weight: 700;
}
.total dt, .total dd { margin: 0; }
.total dd { font-variant-numeric: tabular-nums; white-space: nowrap; }
fieldset { margin: 0; padding: 0; border: 0; min-width: 0; }
legend { padding: 0; margin: 0 0 4px; font-weight: 700; font-size: 1.125rem; }
.legend-hint { margin: 0 0 16px; color: var(--muted); font-size: 0.9375rem; }
.choices { display: grid; gap: 12px; margin: 0; padding: 0; list-style: none; }
.choice-hint { margin: 6px 2px 0; color: var(--muted); font-size: 0.875rem; }
.btn {
  display: block;
  width: 100%;
  min-height: 48px;
  padding: 12px 16px;
  border: 2px solid transparent;
  border-radius: var(--radius);
  font: 700 1rem/1.3 var(--font-body);
  text-align: center;
  cursor: pointer;
  transition: background-color 150ms ease;
}
.btn-approve { background: var(--success); color: #ffffff; }
.btn-approve:hover { background: var(--success-hover); }
.btn-pending { background: var(--accent); color: var(--text); }
.btn-pending:hover { background: var(--accent-soft); }
.btn-reject { background: var(--surface); color: var(--danger); border-color: var(--danger); }
.btn-reject:hover { background: #fbeeec; }
.btn:focus-visible, a:focus-visible {
  outline: 3px solid var(--focus);
  outline-offset: 3px;
}
.notice {
  margin: 0 0 16px;
  padding: 12px 16px;
  border-radius: var(--radius);
  background: var(--warning-bg);
  color: var(--warning-text);
}
.notice-title { margin: 0 0 4px; font-weight: 700; }
.notice p { margin: 0; }
a { color: var(--primary); text-underline-offset: 3px; }
a:hover { color: var(--primary-hover); }
.link-button {
  display: inline-block;
  padding: 10px 16px;
  border-radius: var(--radius);
  background: var(--primary);
  color: #ffffff;
  font-weight: 700;
  text-decoration: none;
}
.link-button:hover { background: var(--primary-hover); color: #ffffff; }
.back { margin: 20px 0 0; font-size: 0.9375rem; }
.secure { margin: 16px 0 0; color: var(--muted); font-size: 0.8125rem; }
@media (min-width: 800px) {
  .page { padding-top: 40px; }
  .layout { grid-template-columns: minmax(0, 1fr) minmax(0, 360px); align-items: start; }
  h1 { font-size: 2rem; }
  .card { padding: 28px; }
}
@media (prefers-reduced-motion: reduce) {
  .btn { transition: none; }
}
`;
