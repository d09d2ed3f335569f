import { HttpError, internalAuth } from '@minutemart/kit';

export type DocumentFolder = 'invoices' | 'credit-notes';

const unavailable = () => new HttpError(503, 'Invoices are temporarily unavailable. Please try again in a minute.');

/** The media service keeps the PDFs (it owns object storage); we reach it on /internal/documents. */
export class DocumentStore {
  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
    private readonly timeoutMs = 10_000,
  ) {}

  private url(folder: DocumentFolder, name: string): URL {
    return new URL(`/internal/documents/${folder}/${encodeURIComponent(name)}`, this.baseUrl);
  }

  async put(folder: DocumentFolder, name: string, pdf: Buffer): Promise<string> {
    let res: Response;
    try {
      res = await fetch(this.url(folder, name), {
        method: 'PUT',
        headers: { ...internalAuth(this.token), 'content-type': 'application/pdf' },
        body: new Uint8Array(pdf),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch {
      throw unavailable();
    }
    if (!res.ok) throw new Error(`media refused the document ${folder}/${name}: ${res.status}`);
    const body = (await res.json()) as { data?: { key?: string } };
    return body.data?.key ?? `documents/${folder}/${name}`;
  }

  /** The stored PDF, or undefined when media has none by that name. */
  async get(folder: DocumentFolder, name: string): Promise<Buffer | undefined> {
    let res: Response;
    try {
      res = await fetch(this.url(folder, name), { headers: internalAuth(this.token), signal: AbortSignal.timeout(this.timeoutMs) });
    } catch {
      throw unavailable();
    }
    if (res.status === 404) return undefined;
    if (!res.ok) throw unavailable();
    return Buffer.from(await res.arrayBuffer());
  }
}
