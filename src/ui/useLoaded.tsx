/**
 * The load / fail / empty switch of a screen that is not a list (a form with its choices, the contact page, the
 * documents, the portal's own pages), the same as `ListFrame`'s: while loading the loader; a service's own
 * technical break its break notice; a failure the spec's reaction (spec 01 §8, spec 02 §8) and the message with
 * a retry inside the widget; nothing to show the screen's empty text. Otherwise the screen draws `data`.
 */
import { useState, type ReactNode } from 'react';
import { isServiceBreak } from '../core/api/client.ts';
import { useWidget } from './context.ts';
import { EmptyState } from './EmptyState.tsx';
import type { FailureReaction } from './ListFrame.tsx';
import { Loader } from './Loader.tsx';
import { ServiceError, useServiceFailure } from './ServiceError.tsx';
import { ServiceBreak } from './TechnicalBreak.tsx';
import { useResource, type Resource } from './useResource.ts';

export interface LoadedOptions<T> {
  /** As `ListSpec.onFailure`; default 'service' (snackbar and, in the portal, back to the services list). */
  onFailure?: FailureReaction;
  /** The message in the widget on a failure; default the snackbar's text ('quiet': the data-fetch failure). */
  errorText?: (error: unknown) => string | undefined;
  /** Whether the data hold nothing to show, and the text then shown. */
  empty?: (data: T) => boolean;
  emptyText?: string | undefined;
  /** `false` waits (e.g. until something is chosen). */
  enabled?: boolean;
  /**
   * How the failure and the empty text are said: 'widget' (default) the failure with a retry (a service's break
   * its notice) and the empty state; 'line' any failure as one line of the error's look without a retry (the
   * portal's own pages: the reader goes elsewhere in the menu); 'note' the failure and the empty text as a
   * muted note (a part of a screen that is not the screen's data, e.g. a meter's earlier readings).
   */
  look?: 'widget' | 'line' | 'note';
  /** How the empty text is said when it differs from `look`: 'state' the empty state, 'note' a muted note. */
  emptyLook?: 'state' | 'note';
}

export interface Loaded<T> {
  /** The data, once loaded and not empty. */
  data: T | null;
  /** What the screen shows instead of its data (loader, break, failure, empty), or null. */
  fallback: ReactNode;
  resource: Resource<T>;
  /** Calls again (the retry button does it). */
  retry: () => void;
  /** A number that changes on every retry, for calls of the screen that go with the main one. */
  attempt: number;
}

export function useLoaded<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: readonly unknown[],
  {
    onFailure = 'service',
    errorText,
    empty,
    emptyText,
    enabled = true,
    look = 'widget',
    emptyLook = look === 'note' ? 'note' : 'state',
  }: LoadedOptions<T> = {},
): Loaded<T> {
  const { t } = useWidget();
  const [attempt, setAttempt] = useState(0);
  const resource = useResource(load, [...deps, attempt], enabled);
  const failure = resource.status === 'error' ? resource.error : null;
  useServiceFailure(onFailure === 'quiet' ? null : failure, onFailure === 'service');
  const retry = () => setAttempt((n) => n + 1);
  const text = failure
    ? (errorText?.(failure) ?? (onFailure === 'quiet' ? t('wspolne.bladPobierania') : undefined))
    : undefined;
  let fallback: ReactNode = null;
  if (failure && look !== 'widget')
    fallback = (
      <p className={look === 'note' ? 'g-note' : 'g-error'}>{text ?? t('wspolne.uslugaNiedostepna')}</p>
    );
  else if (isServiceBreak(failure)) fallback = <ServiceBreak onRetry={retry} />;
  else if (failure) fallback = <ServiceError text={text} onRetry={retry} />;
  else if (resource.status !== 'ok') fallback = <Loader />;
  else if (empty?.(resource.data))
    fallback =
      emptyLook === 'note' ? (
        <p className="g-note">{emptyText ?? t('wspolne.brakDanych')}</p>
      ) : (
        <EmptyState text={emptyText} />
      );
  const data = resource.status === 'ok' && !fallback ? resource.data : null;
  return { data, fallback, resource, retry, attempt };
}
