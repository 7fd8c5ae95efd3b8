import { useState } from "react";
import { type Control, Controller, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { GHS_PICTOGRAMS, type GhsCode, pictogramUrl, SIGNAL_WORDS } from "../../../../domain/safety/pictograms.ts";
import type { ProductFormValues } from "../../../../domain/schemas/product-form.ts";
import { AdminField } from "../shell/AdminField.tsx";
import { StatementPicker } from "./StatementPicker.tsx";
import "./safety-fields.css";

interface SafetyFieldsProps {
  control: Control<ProductFormValues>;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
}

/** CAS numbers as typed: separated by commas, semicolons or spaces. */
const casList = (text: string) => text.split(/[,;\s]+/).filter(Boolean);

/**
 * 'Seguridad y datos técnicos' (issue 42, decision 033): INCI name, CAS numbers, GHS pictograms, signal word, H and P
 * statements by code, other warnings. The schema the server uses checks them (CAS check digit, known codes).
 */
export function SafetyFields({ control, register, errors }: SafetyFieldsProps) {
  const arrayError = (e: { message?: string; root?: { message?: string } } | undefined) =>
    e?.message ?? e?.root?.message;
  return (
    <fieldset className="admin-fieldset admin-safety">
      <legend>Seguridad y datos técnicos</legend>
      <div className="admin-safety__ids">
        <AdminField label="Nombre INCI" error={errors.inciName?.message}>
          {(p) => <input {...p} {...register("inciName")} autoComplete="off" maxLength={300} />}
        </AdminField>
        <Controller
          control={control}
          name="casNumbers"
          render={({ field }) => (
            <CasField
              value={field.value}
              onChange={field.onChange}
              inputRef={field.ref}
              error={arrayError(errors.casNumbers)}
            />
          )}
        />
      </div>

      <Controller
        control={control}
        name="ghsPictograms"
        render={({ field }) => (
          <fieldset className="admin-safety__pictograms">
            <legend className="admin-field__label">Pictogramas de peligro (SGA)</legend>
            {GHS_PICTOGRAMS.map((p) => (
              <label key={p.code} className="admin-safety__pictogram">
                <input
                  type="checkbox"
                  checked={field.value.includes(p.code)}
                  onChange={(event) =>
                    field.onChange(
                      event.target.checked
                        ? GHS_PICTOGRAMS.map((g) => g.code).filter((c) => c === p.code || field.value.includes(c))
                        : field.value.filter((c: GhsCode) => c !== p.code),
                    )
                  }
                />
                <img src={pictogramUrl(p.code)} alt="" width={48} height={48} />
                <span>
                  {p.name} <span className="admin-muted">({p.code})</span>
                </span>
              </label>
            ))}
            {arrayError(errors.ghsPictograms) && (
              <p className="admin-field__error">{arrayError(errors.ghsPictograms)}</p>
            )}
          </fieldset>
        )}
      />

      <Controller
        control={control}
        name="signalWord"
        render={({ field }) => (
          <fieldset className="admin-safety__signal">
            <legend className="admin-field__label">Palabra de advertencia</legend>
            {[null, ...SIGNAL_WORDS].map((word) => (
              <label key={word ?? "none"} className="admin-check">
                <input
                  type="radio"
                  name={field.name}
                  checked={field.value === word}
                  onChange={() => field.onChange(word)}
                />{" "}
                {word ?? "Ninguna"}
              </label>
            ))}
            {errors.signalWord?.message && <p className="admin-field__error">{errors.signalWord.message}</p>}
          </fieldset>
        )}
      />

      <Controller
        control={control}
        name="hazardStatements"
        render={({ field }) => (
          <StatementPicker
            kind="H"
            legend="Indicaciones de peligro (H)"
            value={field.value}
            onChange={field.onChange}
            error={arrayError(errors.hazardStatements)}
          />
        )}
      />
      <Controller
        control={control}
        name="precautionaryStatements"
        render={({ field }) => (
          <StatementPicker
            kind="P"
            legend="Consejos de prudencia (P)"
            value={field.value}
            onChange={field.onChange}
            error={arrayError(errors.precautionaryStatements)}
          />
        )}
      />

      <AdminField
        label="Otras advertencias"
        hint="Se muestran en la ficha bajo los consejos de prudencia."
        error={errors.otherWarnings?.message}
      >
        {(p) => <textarea {...p} {...register("otherWarnings")} rows={2} maxLength={1000} />}
      </AdminField>
    </fieldset>
  );
}

interface CasFieldProps {
  value: string[];
  onChange: (numbers: string[]) => void;
  /** react-hook-form's ref: a refused number puts the focus here. */
  inputRef: (element: HTMLInputElement | null) => void;
  error?: string;
}

function CasField({ value, onChange, inputRef, error }: CasFieldProps) {
  const [text, setText] = useState(value.join(", "));
  return (
    <AdminField label="Números CAS" hint="Uno o más, separados por comas (por ejemplo 8000-48-4)." error={error}>
      {(p) => (
        <input
          {...p}
          ref={inputRef}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            onChange(casList(event.target.value));
          }}
          autoComplete="off"
          spellCheck={false}
          inputMode="text"
        />
      )}
    </AdminField>
  );
}
