import { useCallback, useEffect, useRef, useState } from 'react';
import type { BlockRequest } from '../../../descriptor';
import { buildObject, getPath, renderTemplate } from '../../../expr';
import { useRefresh, useScreen } from '../../../screen';
import { useBlockContext } from './useBlockContext';

export interface BlockData {
  /** The figures found at the request's `data` path; undefined until loaded or after a failure. */
  data: unknown;
  loading: boolean;
  /** The call failed (the API client has shown its message). */
  failed: boolean;
}

/** Query values without the empty ones (an unset filter is no filter). */
function compactQuery(query: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  );
}

/**
 * Loads a dashboard block's figures: when it mounts, whenever the evaluated path, query or body changes
 * (a filter in `state`), and on `refresh` of `id`. A late answer of an earlier call is dropped.
 */
export function useBlockData(request: BlockRequest, id?: string): BlockData {
  const runtime = useScreen();
  const ctx = useBlockContext();
  const path = renderTemplate(request.path, ctx);
  const query = request.query ? compactQuery(buildObject(ctx, request.query)) : undefined;
  const body = request.method === 'GET' || !request.body ? undefined : buildObject(ctx, request.body);
  const key = JSON.stringify([request.method, path, query, body]);
  const [state, setState] = useState<BlockData>({ data: undefined, loading: true, failed: false });
  const latest = useRef(0);
  const call = useRef({ path, query, body });
  call.current = { path, query, body };

  const load = useCallback(() => {
    const serial = ++latest.current;
    const { path: p, query: q, body: b } = call.current;
    setState((s) => ({ ...s, loading: true }));
    runtime.env
      .request(request.method, p, { query: q, body: b })
      .then((answer) => {
        if (serial !== latest.current) return;
        setState({
          data: request.data ? getPath(answer, request.data) : answer,
          loading: false,
          failed: false,
        });
      })
      .catch(() => {
        if (serial === latest.current) setState({ data: undefined, loading: false, failed: true });
      });
  }, [runtime.env, request.method, request.data]);

  // `key` stands for the evaluated path, query and body: a new filter value loads again.
  useEffect(load, [load, key]);
  useRefresh(id ?? `${key}:norefresh`, load);
  return state;
}
