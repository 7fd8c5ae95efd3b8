import postgres from "postgres";
import { type Database, databaseFromConnector } from "../../worker/db/database.ts";

export interface Sent {
  text: string;
  /** Sent while nothing else of its lane was awaiting an answer: it starts a round trip. */
  startsTrip: boolean;
}

/** A Database over one lane that records every statement it sends and whether it waited for the last answer. */
export function recordingDatabase(url: string, sent: Sent[]): Database {
  return databaseFromConnector((onClose) => {
    // Statements sent and not yet answered: one sent when there are none starts a round trip.
    let unanswered = 0;
    const sql = postgres(url, {
      max: 1,
      prepare: false,
      fetch_types: false,
      onclose: onClose,
      onnotice: () => {},
      debug: (_conn, text) => {
        sent.push({ text, startsTrip: unanswered === 0 });
        unanswered++;
      },
    });
    const track = <Q>(query: Q): Q => {
      if (query instanceof Promise) {
        const done = () => {
          unanswered = Math.max(0, unanswered - 1);
        };
        Promise.prototype.then.call(query, done, done);
      }
      return query;
    };
    return new Proxy(sql, {
      apply: (target, self, args) => track(Reflect.apply(target, self, args)),
      get(target, property, receiver) {
        if (property === "unsafe") return (...args: Parameters<typeof sql.unsafe>) => track(target.unsafe(...args));
        return Reflect.get(target, property, receiver);
      },
    });
  });
}
