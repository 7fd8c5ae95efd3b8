import { setScryptCostForTests } from "../../scripts/rehearse/stand-ins/gotrue-passwords.ts";
import { setPasswordIterationsForTests } from "../../worker/services/auth/passwords.ts";

/**
 * Vitest's setup file for the files that share a process (vitest.config.ts): the embedded sign-in hashes and checks
 * passwords with 1,000 PBKDF2 iterations instead of 600,000, so an API test's sign-in costs milliseconds. What the
 * count is for is proven in worker/services/auth/passwords.test.ts, which runs with the real count. Likewise the
 * rehearsal's Auth stand-in (scrypt 2^10 instead of 2^15; tests/support/fast-stand-in-passwords.ts).
 */
setPasswordIterationsForTests(1_000);
setScryptCostForTests(10);
