import { setScryptCostForTests } from "../../scripts/rehearse/stand-ins/gotrue-passwords.ts";

/**
 * Vitest's setup file for the files that run in a fork each (vitest.config.ts "isolated"): the rehearsal's Auth
 * stand-in hashes new passwords with scrypt N = 2^10 instead of 2^15 (a sign-in in milliseconds, not ~100 ms of CPU).
 * scripts/rehearse/stand-ins/gotrue.test.ts checks the full cost; the rehearsal itself always runs with it.
 */
setScryptCostForTests(10);
