-- Issue 43: how an embedded session was signed in ('password' for the back office, 'otp' for a customer's e-mailed
-- code), kept on its refresh tokens so a refreshed access token says the same in its `amr` claim, as Supabase Auth's
-- do. The back office accepts only sessions signed in with a password (worker/http/require-admin.ts): an admin's
-- address can be sent a code like anyone's, and that must not open the panel (docs/decisions/034).
alter table public.embedded_auth_refresh_tokens
  add column sign_in_method text not null default 'password' check (sign_in_method in ('password', 'otp'));
