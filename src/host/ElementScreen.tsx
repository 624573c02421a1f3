import { createElement, useEffect, useState } from 'react';
import { loaderInfo } from '../core/config.ts';

const defined = (tag: string) => customElements.get(tag) !== undefined;

/**
 * A route's element in the content area: on the page at once, upgraded in place when its code arrives. Code that
 * cannot be fetched (the server in trouble, the connection lost) is never a blank content area (issue 26 item 5):
 * the failure goes to the content area's boundary, which shows the spec's text with a retry that mounts this
 * screen again and so fetches the code anew.
 */
export function ElementScreen({ tag, attrs }: { tag: string; attrs: Record<string, string> }) {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!defined(tag))
      void loaderInfo()
        ?.load(tag)
        .then(() => setFailed(!defined(tag)));
  }, [tag]);
  if (failed) throw new Error(tag);
  return createElement(tag, attrs);
}
