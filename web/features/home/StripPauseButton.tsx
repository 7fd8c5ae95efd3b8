/** The pause button under an autoplaying home strip (WCAG 2.2.2), e.g. 'Pausar logos' / 'Reanudar logos'. */
export function StripPauseButton({ paused, onToggle, what }: { paused: boolean; onToggle: () => void; what: string }) {
  return (
    <div className="distributors__controls">
      <button type="button" className="btn btn--outline distributors__pause" aria-pressed={paused} onClick={onToggle}>
        {paused ? `Reanudar ${what}` : `Pausar ${what}`}
      </button>
    </div>
  );
}
