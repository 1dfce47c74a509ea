/** Bad input from the user: printed as one line and exit code 2, never a stack trace. */
export class UsageError extends Error {}
