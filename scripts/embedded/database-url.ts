/** The address the Worker is given for the embedded database on `port` (known before the database is open). */
export function embeddedDatabaseUrl(port: number): string {
  return `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
}
