import { type FormEvent, useId } from "react";
import "./search-form.css";

interface SearchFormProps {
  /** What is searched, as the label says it: 'Buscar por nombre o código', 'Buscar en Clientes'. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Runs on 'Buscar' or Enter (the form's default is already prevented). */
  onSearch: () => void;
}

/** The back office's search box: a labelled search field and 'Buscar' (product picker, 'Nuevo pedido'). */
export function SearchForm({ label, value, onChange, onSearch }: SearchFormProps) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <form className="admin-search" onSubmit={submit}>
      <label className="admin-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="admin-search__row">
        <input
          id={id}
          className="admin-field__input"
          type="search"
          value={value}
          maxLength={100}
          onChange={(e) => onChange(e.target.value)}
        />
        <button type="submit" className="btn btn--outline">
          Buscar
        </button>
      </div>
    </form>
  );
}
