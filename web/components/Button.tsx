import { createLink } from "@tanstack/react-router";
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, Ref } from "react";

export type ButtonVariant = "primary" | "accent" | "outline";
export type ButtonSize = "md" | "lg";

/** Class names for anything that should look like a button (also plain <a> elements). */
export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra?: string): string {
  return ["btn", `btn--${variant}`, size === "lg" ? "btn--lg" : "", extra ?? ""].filter(Boolean).join(" ");
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}

interface ButtonAnchorProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  ref?: Ref<HTMLAnchorElement>;
}

function ButtonAnchor({ variant, size, className, ref, ...props }: ButtonAnchorProps) {
  return <a ref={ref} className={buttonClass(variant, size, className)} {...props} />;
}

/** A type-safe router link that looks like a button: <LinkButton to="/shop">Ver productos</LinkButton>. */
export const LinkButton = createLink(ButtonAnchor);

interface SubmitButtonProps extends Omit<ButtonProps, "type"> {
  /** The form is being sent: the button is disabled, marked busy and says pendingLabel. */
  pending: boolean;
  pendingLabel: string;
}

/** A form's submit button: <SubmitButton pending={isSubmitting} pendingLabel="Guardando...">Guardar</SubmitButton>. */
export function SubmitButton({ pending, pendingLabel, children, disabled, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={pending || disabled} aria-busy={pending || undefined} {...props}>
      {pending ? pendingLabel : children}
    </Button>
  );
}
