import { useSearchParams } from 'react-router-dom';

/** A search parameter of the page (the month, the organisation), kept in the address so a reload or a back keeps it. */
export function useSearchParam(name: string, fallback: string): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(name) || fallback;
  return [
    value,
    (next) =>
      setParams(
        (p) => {
          if (next) p.set(name, next);
          else p.delete(name);
          return p;
        },
        { replace: true },
      ),
  ];
}
