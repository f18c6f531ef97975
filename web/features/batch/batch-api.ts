// The batch routes through the one typed client: quote a sheet, start it, read, stop, resume it.
// A sheet goes as the CSV file itself (the Worker parses it again) or, for an XLSX or a sheet the
// user edited here, as its table of strings.
import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api";
import type { SheetSource } from "./read-sheet";

const sheetForm = (source: SheetSource) =>
  source.kind === "csv" ? { sheet: source.file } : { rows: JSON.stringify(source.table) };

export const quoteBatch = (source: SheetSource, photos: File[]) =>
  unwrap(
    api.batches.quote.$post({
      form: { ...sheetForm(source), photos: JSON.stringify(photos.map((p) => ({ name: p.name, size: p.size }))) },
    }),
  );

export const startBatch = (source: SheetSource, photos: File[], key: string) =>
  unwrap(
    api.batches.$post({
      form: { ...sheetForm(source), ...(photos.length ? { photos } : {}) },
      header: { "idempotency-key": key },
    }),
  );

export type Quote = Awaited<ReturnType<typeof quoteBatch>>;
export type BatchView = Awaited<ReturnType<typeof startBatch>>["batch"];
export type BatchRowView = BatchView["rows"][number];

export const batchQuery = (id: string) =>
  queryOptions({ queryKey: ["batch", id], queryFn: () => unwrap(api.batches[":id"].$get({ param: { id } })) });

export const stopBatch = (id: string) => unwrap(api.batches[":id"].stop.$post({ param: { id } }));
export const resumeBatch = (id: string) => unwrap(api.batches[":id"].resume.$post({ param: { id } }));
export const zipUrl = (id: string) => `/api/batches/${encodeURIComponent(id)}/zip`;
