/**
 * Case statuses and registers of an organisation (spec 01 §2 "Statuses and registers", §9 "Default
 * organisation id for registers: 280"). The spec shows neither the calls nor the fields; our choice, served
 * by the contract server too: GET /pi/statusySpraw?idOrganizacji and GET /pi/rejestry?idOrganizacji, an
 * unknown organisation answers 404, a malformed id 400.
 */
import * as z from 'zod/mini';
import type { Api } from './client.ts';

/** spec 01 §9: the organisation shown until configuration names another. */
export const DOMYSLNA_ORGANIZACJA = 280;

export const statusSprawySchema = z.object({
  numerSprawy: z.string(),
  przedmiot: z.string(),
  /** yyyy-MM-dd */
  dataZlozenia: z.string(),
  status: z.string(),
  komorka: z.string(),
});
export type StatusSprawy = z.infer<typeof statusSprawySchema>;
export const statusySprawSchema = z.object({ statusySpraw: z.array(statusSprawySchema) });

export const wpisRejestruSchema = z.object({
  numerWpisu: z.string(),
  /** yyyy-MM-dd */
  dataWpisu: z.string(),
  podmiot: z.string(),
  opis: z.string(),
});
export type WpisRejestru = z.infer<typeof wpisRejestruSchema>;
export const rejestrSchema = z.object({
  idRejestru: z.number(),
  nazwa: z.string(),
  wpisy: z.array(wpisRejestruSchema),
});
export type Rejestr = z.infer<typeof rejestrSchema>;
export const rejestrySchema = z.object({ rejestry: z.array(rejestrSchema) });

export const rejestryPaths = {
  statusy: '/pi/statusySpraw',
  rejestry: '/pi/rejestry',
} as const;

export async function getStatusySpraw(api: Api, idOrganizacji: number): Promise<StatusSprawy[]> {
  const query = { idOrganizacji: String(idOrganizacji) };
  return (await api.json(rejestryPaths.statusy, statusySprawSchema, { query })).statusySpraw;
}

export async function getRejestry(api: Api, idOrganizacji: number): Promise<Rejestr[]> {
  const query = { idOrganizacji: String(idOrganizacji) };
  return (await api.json(rejestryPaths.rejestry, rejestrySchema, { query })).rejestry;
}
