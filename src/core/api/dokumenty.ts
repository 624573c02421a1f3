/**
 * The office's PDF documents (spec 01 §2 "a list of PDF pages generated from configuration (title and PDF file
 * name)"): the list in the office's order, grouped, and each file's address. Paths are our choice (README
 * "Behaviour where the specification is silent").
 */
import * as z from 'zod/mini';
import type { Api } from './client.ts';

export const dokumentSchema = z.object({
  tytul: z.string(),
  plik: z.string(),
  /** Size in bytes; null when the file named by the office is missing (the file answers 404). */
  rozmiar: z.nullable(z.number()),
});
export type Dokument = z.infer<typeof dokumentSchema>;

/** Groups in the office's order; `nazwa` null for documents outside any group. */
export const dokumentySchema = z.object({
  grupy: z.array(z.object({ nazwa: z.nullable(z.string()), dokumenty: z.array(dokumentSchema) })),
});
export type Dokumenty = z.infer<typeof dokumentySchema>;

export const dokumentyPaths = {
  lista: '/pi/dokumenty',
  plik: (plik: string) => `/pi/dokumenty/${encodeURIComponent(plik)}`,
} as const;

export const getDokumenty = async (api: Api) => (await api.json(dokumentyPaths.lista, dokumentySchema)).grupy;
