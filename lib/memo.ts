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
