import type { Ref, RefCallback } from 'react';

/** One ref callback feeding several refs: a component's own ref and the caller's (react-hook-form's `register`). */
export function mergeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}
