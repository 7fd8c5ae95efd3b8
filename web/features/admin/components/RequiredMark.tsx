/**
 * The asterisk of a required field, seen but not read: the field's name stays 'Nombre', not 'Nombre *'; the control
 * itself says it is required (aria-required).
 */
export function RequiredMark() {
  return (
    <span className="admin-field__required" aria-hidden="true">
      {" *"}
    </span>
  );
}
