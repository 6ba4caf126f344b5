/**
 * `derive(key)` computed once per key object and kept as long as the object lives: lookups and
 * slices of the catalog and the price tables, which each build worker loads once and then asks
 * about on thousands of pages.
 */
export function memoPerObject<K extends object, V>(derive: (key: K) => V): (key: K) => V {
  const cache = new WeakMap<K, V>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) {
      value = derive(key);
      cache.set(key, value);
    }
    return value;
  };
}

/**
 * `build()` run on the first call and its value returned from then on: for zod schemas, which cost
 * far more to construct than to use, so that a module that exports several builds only those asked
 * for (a calculator's island parses one of the five quote inputs).
 */
export function lazily<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => (built ??= { value: build() }).value;
}
