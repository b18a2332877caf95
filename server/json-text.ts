// A response body already serialised as JSON: route() sends its text as it is. For answers built
// around a large JSON text PostgreSQL produced (a stock's daily closes), which parsing and
// serialising again would only slow down.
export class JsonText {
  constructor(readonly text: string) {}
}
