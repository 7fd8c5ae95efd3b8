/** A problem the person running the script can fix; printed as one sentence, without a stack trace. */
export class UserError extends Error {}
