/**
 * A non-JSON success body (reports with format=pdf). A handler returns a BinaryBody instead of
 * a JSON value; the router answers it with its Content-Type and a Content-Disposition naming
 * the file, with the same request id, credit and CORS headers as a JSON answer.
 */
export class BinaryBody {
  constructor(readonly contentType: string, readonly bytes: Uint8Array, readonly filename: string) {}
}
