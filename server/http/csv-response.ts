import { Readable } from "node:stream";

/** A CSV export as a download: streamed, never cached, named for the person who saves it. */
export function csvResponse(stream: Readable, fileName: string): Response {
  return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}
